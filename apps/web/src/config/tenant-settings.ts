import { DEFAULT_TENANT_ID, getTenant, isTenantId, type TenantSettings } from '@spesa/domain';
import { currentTenantId } from './tenant';

/**
 * The settings of the brand this page is served for (the default brand for an unknown id): the same
 * object at every call, so that what is drawn from them (the navbar) is drawn again only when they
 * change. The shell's links are not among them: the navbar, footer and links drawer draw the
 * content's menus (features/shell/api/get-menu.ts).
 */
export function tenantSettings(id: string = currentTenantId()): TenantSettings {
  return getTenant(isTenantId(id) ? id : DEFAULT_TENANT_ID);
}
