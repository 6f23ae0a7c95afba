/** Where the build writes the service worker (apps/web/src/service-worker/sw.ts; the server serves it uncached). */
export const SERVICE_WORKER_URL = '/sw.js';

type Env = {
  production: boolean;
  navigator: object;
  window: Pick<Window, 'addEventListener'> & { requestIdleCallback?: Window['requestIdleCallback'] };
  document: Pick<Document, 'readyState'>;
  /** What runs then: by default pwa-start.ts, downloaded only then. */
  start: () => void;
};

const defaultEnv = (): Env => ({
  production: import.meta.env.PROD,
  navigator,
  window,
  document,
  start: () => void import('./pwa-start').then(({ startPwa }) => startPwa()),
});

/**
 * Starts the installable app's part (pwa-start.ts: the service worker's registration) once the first
 * page has loaded and the browser is idle: the worker then downloads the app shell to precache, which
 * must not compete with the first page, and its code is not in the first download. Production builds
 * only (the dev server has no sw.js, and a worker would keep stale modules). Returns whether it was scheduled.
 */
export function scheduleServiceWorker(env: Env = defaultEnv()): boolean {
  if (!env.production || !('serviceWorker' in env.navigator)) return false;
  const whenIdle = () =>
    env.window.requestIdleCallback ? env.window.requestIdleCallback(env.start, { timeout: 10_000 }) : setTimeout(env.start, 2000);
  if (env.document.readyState === 'complete') whenIdle();
  else env.window.addEventListener('load', whenIdle, { once: true });
  return true;
}
