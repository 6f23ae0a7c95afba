/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { registerPushHandlers } from './push-handlers';
import { isLiveOnly, LIVE_ONLY_PATHS, OFFLINE_PAGE } from './sw-routes';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * The shop's service worker (docs/decisions/0032): the app shell's hashed scripts and styles and the
 * offline page kept (the build writes the list of files in place of __WB_MANIFEST), product images
 * cached, pages from the network first (the server writes each page's own head) with the offline page
 * when the network fails. The API, /version.json and the content API are not handled at all: the
 * browser asks the server for them as if there were no worker, so prices and the cart are always live.
 */

// A new deployment's worker takes over at once (decision 0032): pages always come from the network,
// and a page still running the old version that misses one of its old chunks reloads once into the new
// one (lib/chunk-reload.ts).
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The offline page is the server's (its brand's name and colour): fetched again by each new worker.
const OFFLINE_CACHE = 'offline-page';
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' }))));
});

// Product and content images: from the cache first, at most 200 for 30 days.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/images/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Pages: always from the network (the server writes each page's head for search engines and link
// previews); the copy of an earlier visit only when the network fails.
const pages = new NetworkFirst({ cacheName: 'pages', plugins: [new ExpirationPlugin({ maxEntries: 20 })] });
registerRoute(new NavigationRoute(pages, { denylist: [...LIVE_ONLY_PATHS] }));

// No network and no earlier copy: a page shows the Italian offline page; anything else fails as it would.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' && !isLiveOnly(url.pathname)) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
    if (offline) return offline;
  }
  return Response.error();
});

registerPushHandlers(self);
