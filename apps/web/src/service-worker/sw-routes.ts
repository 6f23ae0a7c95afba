/** The offline page the service worker precaches and shows when a page cannot be reached (served by the server for its brand). */
export const OFFLINE_PAGE = '/offline.html';

/** Paths whose answers must always be live (prices, the cart, the version): never from a cache. */
export const LIVE_ONLY_PATHS = [/^\/ebsn\/api(\/|$)/, /^\/version\.json$/, /^\/p\/wp-json(\/|$)/] as const;

/** True for a path the service worker must leave to the network. */
export function isLiveOnly(pathname: string): boolean {
  return LIVE_ONLY_PATHS.some((pattern) => pattern.test(pathname));
}
