import { isDeepLinkPath } from '@spesa/domain';

/** Where a link that is not one of the app's deep links lands: never outside the app. */
export const DEEP_LINK_FALLBACK = '/';

/** What a link must come from to be routed: the shop's origin, or the app's own URL schemes. */
export type DeepLinkSources = {
  /** The shop's origin (`https://spesa.example.it`): App Links and Universal Links. */
  origin: string;
  /** The app's custom schemes without `:` (`it.spesachiara.app`). */
  schemes: readonly string[];
};

/**
 * The in-app path (path, search and hash) for a link the operating system opened the app with: one of
 * the deep links (packages/domain) on the shop's origin or a custom scheme, and home for anything
 * else — another site, another path, a malformed link — so a link can never send the app elsewhere.
 */
export function appPathForLink(link: string, sources: DeepLinkSources): string {
  const url = onShopOrigin(link, sources);
  if (url === null || !isDeepLinkPath(url.pathname)) return DEEP_LINK_FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The link as a URL on the shop's origin, or null when it is not one. A custom-scheme link's rest is
 * read as a path on the shop (it.spesachiara.app://profile/orders/42 is /profile/orders/42), so the
 * same parser resolves its dot segments and a `//other.host` in it leaves the origin and is refused.
 */
function onShopOrigin(link: string, { origin, schemes }: DeepLinkSources): URL | null {
  try {
    const shop = new URL(origin).origin;
    const scheme = schemes.find((name) => link.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    const url = scheme ? new URL(link.slice(scheme.length + 1).replace(/^\/\//, ''), `${shop}/`) : new URL(link);
    return url.origin === shop && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}
