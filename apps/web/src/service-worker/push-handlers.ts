/// <reference lib="webworker" />

/**
 * The service worker's push and notification-click handlers (the push lane fills this in); the service
 * worker itself (sw.ts) calls it once at start.
 */
export function registerPushHandlers(_worker: ServiceWorkerGlobalScope): void {}
