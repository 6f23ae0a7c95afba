import { currentPlatform } from '../app-platform/current-platform';

/** Where the build writes the service worker (apps/web/src/service-worker/sw.ts; the server serves it uncached). */
export const SERVICE_WORKER_URL = '/sw.js';

type Env = {
  production: boolean;
  navigator: Pick<Navigator, 'serviceWorker'> | Navigator;
  window: Pick<Window, 'addEventListener'> & { requestIdleCallback?: Window['requestIdleCallback'] };
  document: Pick<Document, 'readyState'>;
  isNative: boolean;
};

const defaultEnv = (): Env => ({
  production: import.meta.env.PROD,
  navigator,
  window,
  document,
  isNative: currentPlatform().isNative,
});

/**
 * Registers the service worker once the first page has loaded and the browser is idle: it then
 * downloads the app shell to precache, which must not compete with the first page. Production builds
 * only (the dev server has no sw.js, and a worker would keep stale modules), never inside the native
 * wrapper (its files are on the device already). Returns whether a registration was scheduled.
 */
export function scheduleServiceWorker(env: Env = defaultEnv()): boolean {
  if (!env.production || env.isNative || !('serviceWorker' in env.navigator)) return false;
  const register = () => {
    env.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Not registered (private mode, storage full): the shop works as a plain site.
    });
  };
  const whenIdle = () =>
    env.window.requestIdleCallback ? env.window.requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 2000);
  if (env.document.readyState === 'complete') whenIdle();
  else env.window.addEventListener('load', whenIdle, { once: true });
  return true;
}
