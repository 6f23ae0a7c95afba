/**
 * A demo shopper paying by deferred payment (README, Payment due dates): seeded with the demo staff
 * account (embedded database and SEED=test), with one due date in each status. No imports: e2e tests read it.
 */
export const demoDeferredShopper = {
  email: 'differito@buonmercato.example',
  password: 'Differito2026!',
  firstName: 'Carla',
  lastName: 'Differito',
} as const;
