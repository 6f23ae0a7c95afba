import { DEFAULT_TENANT_ID, getTenant, isTenantId, type TenantSettings } from '@spesa/domain';
import { currentTenantId } from './tenant';

/** A link of the footer and of the links drawer: an app path or an outside address. */
export type TenantLink = { label: string; to: string };
export type TenantLinkGroup = { title: string; links: TenantLink[] };

/** What the shell reads of a brand: the domain's settings plus the footer's link groups. */
export type ShellTenantSettings = TenantSettings & { footerLinkGroups: TenantLinkGroup[] };

/**
 * The footer's link groups. The specification has them come from the content API's footer menu;
 * until that call exists every brand shows the same pages, which every brand has.
 */
export const footerLinkGroups: TenantLinkGroup[] = [
  {
    title: 'Spesa online',
    links: [
      { label: 'Consegna a casa', to: '/page/consegna-a-casa' },
      { label: 'Ritiro in negozio', to: '/page/ritiro-in-negozio' },
      { label: 'Volantini', to: '/volantini' },
      { label: 'Vantaggi', to: '/vantaggi' },
    ],
  },
  {
    title: 'Aiuto',
    links: [
      { label: 'Domande frequenti', to: '/faq' },
      { label: 'Servizio Clienti', to: '/servizio-clienti' },
    ],
  },
  {
    title: 'Azienda',
    links: [
      { label: 'Chi siamo', to: '/page/chi-siamo' },
      { label: 'Privacy', to: '/page/privacy' },
      { label: 'Condizioni di vendita', to: '/page/condizioni-di-vendita' },
    ],
  },
];

const settingsByTenant = new Map<string, ShellTenantSettings>();

/**
 * The settings of the brand this page is served for (the default brand for an unknown id): the same
 * object at every call, so that what is drawn from them (the navbar) is drawn again only when they change.
 */
export function tenantSettings(id: string = currentTenantId()): ShellTenantSettings {
  const tenantId = isTenantId(id) ? id : DEFAULT_TENANT_ID;
  let settings = settingsByTenant.get(tenantId);
  if (!settings) {
    settings = { ...getTenant(tenantId), footerLinkGroups };
    settingsByTenant.set(tenantId, settings);
  }
  return settings;
}
