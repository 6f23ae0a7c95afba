/**
 * The back office's demo account (README, Back office): seeded only in the embedded demo database
 * and with SEED=test (the e2e tests log in with it), never on a real database, where staff accounts
 * come from `npm run staff:create` with a random password. No imports: e2e tests read it.
 */
export const demoStaffAccount = {
  email: 'negozio@buonmercato.example',
  password: 'Negozio2026!',
  firstName: 'Personale',
  lastName: 'Negozio',
} as const;
