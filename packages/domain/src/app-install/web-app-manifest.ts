import type { TenantSettings } from '../tenants/tenant-settings';

/**
 * The installable web app of a brand (docs/decisions/0032): the icons the web build draws for each
 * brand (apps/web/build/pwa-icons.ts), the manifest the server serves for its brand, and the texts of
 * the offline page. One build serves every brand, so all of it is keyed by the tenant id.
 */

/** The icons of a brand, drawn at build time: `/icons/<tenant>/<file>`. */
export const appIconFiles = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

/** Where a brand's icon is served. */
export function appIconPath(tenantId: string, file: (typeof appIconFiles)[number]['file']): string {
  return `/icons/${tenantId}/${file}`;
}

/** The page the installed app opens on: the home, marked so that analytics can tell app launches. */
export const APP_START_URL = '/?source=pwa';

/** The background of the splash screen and of the offline page. */
export const APP_BACKGROUND_COLOR = '#ffffff';

/**
 * The brand's icon as SVG: the shop's cart mark (the favicon and the navbar's BrandLogo), white on
 * the brand colour. `any`: a rounded square; `maskable` and `apple`: the colour to the edges (the
 * system cuts its own shape) and the mark inside the maskable safe zone (the middle 80 %).
 */
export function appIconSvg(color: string, purpose: (typeof appIconFiles)[number]['purpose']): string {
  const fullBleed = purpose !== 'any';
  // The mark's 32-unit drawing, scaled into the middle: 70 % of the icon for `any`, 56 % when the system masks it.
  const scale = purpose === 'maskable' ? 0.56 : 0.7;
  const offset = (32 - 32 * scale) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="${fullBleed ? 0 : 7}" fill="${color}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="#fff">`,
    '<path d="M5 8h22l-3 12H8z"/><circle cx="10.5" cy="25" r="2.5"/><circle cx="21.5" cy="25" r="2.5"/>',
    '</g></svg>',
  ].join('');
}

/** The parts of a Web App Manifest the shop writes (https://www.w3.org/TR/appmanifest/). */
export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: 'it';
  dir: 'ltr';
  start_url: string;
  scope: '/';
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
};

/** The manifest of a brand's installable app, in Italian. */
export function webAppManifest(tenant: Pick<TenantSettings, 'id' | 'brandName' | 'tagline' | 'theme'>): WebAppManifest {
  return {
    id: '/',
    name: `${tenant.brandName} – Spesa online`,
    short_name: tenant.brandName.length <= 12 ? tenant.brandName : tenant.brandName.slice(0, 12),
    description: `${tenant.tagline}. La spesa online di ${tenant.brandName}: consegna a casa o ritiro in negozio.`,
    lang: 'it',
    dir: 'ltr',
    start_url: APP_START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: tenant.theme.primaryColor,
    background_color: APP_BACKGROUND_COLOR,
    categories: ['shopping', 'food'],
    icons: appIconFiles
      .filter((icon) => icon.purpose !== 'apple')
      .map((icon) => ({
        src: appIconPath(tenant.id, icon.file),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose === 'maskable' ? 'maskable' : 'any',
      })),
  };
}

/** The offline page's texts: the service worker shows it when a page cannot be reached. */
export const offlinePageTexts = {
  title: 'Sei offline',
  heading: 'Nessuna connessione',
  text: 'Non riusciamo a raggiungere il negozio. Controlla la connessione a internet e riprova: il tuo carrello ti aspetta.',
  retry: 'Riprova',
} as const;
