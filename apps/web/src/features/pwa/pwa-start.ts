import { currentPlatform } from '../app-platform/current-platform';
import type { AppPlatform } from '../app-platform/platform';
import { SERVICE_WORKER_URL } from './register-service-worker';
import { saveInstallChoice } from './utils/install-choice';
import { installPrompt } from './utils/install-prompt';

/**
 * Registers the service worker for the whole shop, and remembers an install made from the browser's
 * own menu (no banner any more). Never inside the native wrapper: its files are on the device already.
 */
export function startPwa(
  platform: Pick<AppPlatform, 'isNative'> = currentPlatform(),
  workers: Pick<ServiceWorkerContainer, 'register'> = navigator.serviceWorker,
  target: Pick<Window, 'addEventListener'> = window,
): boolean {
  if (platform.isNative) return false;
  workers.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
    // Not registered (private mode, storage full): the shop works as a plain site.
  });
  target.addEventListener('appinstalled', () => {
    saveInstallChoice('installed');
    installPrompt.drop();
  });
  return true;
}
