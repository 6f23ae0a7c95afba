import { CLIENT_CACHE_TTL_MS } from '@spesa/domain';

/**
 * The cache-burst `hash` of GET /ebsn/api/category (the spec sends one): the number of the client
 * cache's 15-minute window, so a browser or proxy cache never answers a category older than the
 * app's own cache would keep it, while calls within one window share their cached answer.
 */
export function categoryCacheHash(now: number = Date.now()): string {
  return String(Math.floor(now / CLIENT_CACHE_TTL_MS));
}
