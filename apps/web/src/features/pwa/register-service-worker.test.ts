import { describe, expect, it, vi } from 'vitest';
import { startPwa } from './pwa-start';
import { SERVICE_WORKER_URL, scheduleServiceWorker } from './register-service-worker';
import { INSTALL_BANNER_KEY } from './utils/install-choice';

function env(overrides: { production?: boolean; readyState?: DocumentReadyState; withWorkers?: boolean } = {}) {
  const start = vi.fn();
  const listeners: Record<string, () => void> = {};
  const idle = vi.fn((callback: () => void) => {
    callback();
    return 1;
  });
  return {
    start,
    listeners,
    idle,
    value: {
      production: overrides.production ?? true,
      navigator: overrides.withWorkers === false ? {} : { serviceWorker: {} },
      window: {
        addEventListener: (name: string, listener: () => void) => {
          listeners[name] = listener;
        },
        requestIdleCallback: idle as unknown as Window['requestIdleCallback'],
      } as unknown as Window,
      document: { readyState: overrides.readyState ?? 'loading' } as Document,
      start,
    },
  };
}

describe('the service worker registration', () => {
  it('waits for the page to load and the browser to be idle', () => {
    const page = env();
    expect(scheduleServiceWorker(page.value)).toBe(true);
    expect(page.start).not.toHaveBeenCalled();
    page.listeners.load?.();
    expect(page.idle).toHaveBeenCalledTimes(1);
    expect(page.start).toHaveBeenCalledTimes(1);
  });

  it('starts when idle at once if the page has loaded already', () => {
    const page = env({ readyState: 'complete' });
    scheduleServiceWorker(page.value);
    expect(page.start).toHaveBeenCalledTimes(1);
  });

  it('never in a development build or in a browser without service workers', () => {
    for (const overrides of [{ production: false }, { withWorkers: false }]) {
      const page = env({ ...overrides, readyState: 'complete' });
      expect(scheduleServiceWorker(page.value)).toBe(false);
      expect(page.start).not.toHaveBeenCalled();
    }
  });

  it('registers /sw.js for the whole shop, and an install from the browser menu ends the banner', () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const target = new EventTarget() as unknown as Window;
    localStorage.clear();
    expect(startPwa({ isNative: false }, { register }, target)).toBe(true);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    target.dispatchEvent(new Event('appinstalled'));
    expect(JSON.parse(localStorage.getItem(INSTALL_BANNER_KEY) ?? '{}')).toMatchObject({ choice: 'installed' });
  });

  it('registers nothing inside the native wrapper', () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    expect(startPwa({ isNative: true }, { register }, new EventTarget() as unknown as Window)).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });
});
