/** The tenant (brand) the server put on <html data-tenant>; the dev server has none, so the default brand. */
export const DEFAULT_TENANT = 'buonmercato';

export function currentTenantId(): string {
  const fromPage = typeof document === 'undefined' ? undefined : document.documentElement.dataset.tenant;
  return !fromPage || fromPage.startsWith('__') ? DEFAULT_TENANT : fromPage;
}
