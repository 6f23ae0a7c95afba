import { buonmercato } from './buonmercato';
import { spesachiara } from './spesachiara';
import type { TenantSettings } from './tenant-settings';

/** Every brand shipped in the repository, by id. */
export const tenants = { buonmercato, spesachiara } as const satisfies Record<string, TenantSettings>;
export type TenantId = keyof typeof tenants;

/** The ids of the shipped brands, in a stable order. */
export const tenantIds = Object.keys(tenants) as readonly TenantId[];
/** The brand used when none is configured. */
export const DEFAULT_TENANT_ID: TenantId = 'buonmercato';

/** Thrown by `getTenant` for an id that is not a shipped brand: a configuration fault, not a shopper's mistake. */
export class UnknownTenantError extends Error {
  readonly code = 'errors.unknownTenant';
  constructor(readonly tenantId: string) {
    super(`Unknown tenant '${tenantId}': expected one of ${tenantIds.join(', ')}`);
    this.name = 'UnknownTenantError';
  }
}

/** True when the id is one of the shipped brands. */
export function isTenantId(id: string): id is TenantId {
  return Object.hasOwn(tenants, id);
}

/** The settings and texts of a brand; throws `UnknownTenantError` for an unknown id. */
export function getTenant(id: string): TenantSettings {
  if (!isTenantId(id)) throw new UnknownTenantError(id);
  return tenants[id];
}
