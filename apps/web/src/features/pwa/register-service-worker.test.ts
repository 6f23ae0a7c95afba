import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, scheduleServiceWorker } from './register-service-worker';

function env(
  overrides: { production?: boolean; isNative?: boolean; readyState?: DocumentReadyState; withWorkers?: boolean } = {},
) {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const listeners: Record<string, () => void> = {};
  const idle = vi.fn((callback: () => void) => {
    callback();
    return 1;
  });
  return {
    register,
    listeners,
    idle,
    value: {
      production: overrides.production ?? true,
      isNative: overrides.isNative ?? false,
      navigator: (overrides.withWorkers === false ? {} : { serviceWorker: { register } }) as unknown as Navigator,
      window: {
        addEventListener: (name: string, listener: () => void) => {
          listeners[name] = listener;
        },
        requestIdleCallback: idle as unknown as Window['requestIdleCallback'],
      } as unknown as Window,
      document: { readyState: overrides.readyState ?? 'loading' } as Document,
    },
  };
}

describe('the service worker registration', () => {
  it('waits for the page to load and the browser to be idle, then registers /sw.js for the whole shop', () => {
    const page = env();
    expect(scheduleServiceWorker(page.value)).toBe(true);
    expect(page.register).not.toHaveBeenCalled();
    page.listeners.load?.();
    expect(page.idle).toHaveBeenCalledTimes(1);
    expect(page.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('registers when idle at once if the page has loaded already', () => {
    const page = env({ readyState: 'complete' });
    scheduleServiceWorker(page.value);
    expect(page.register).toHaveBeenCalledTimes(1);
  });

  it('never in a development build, inside the native wrapper, or in a browser without service workers', () => {
    for (const overrides of [{ production: false }, { isNative: true }, { withWorkers: false }]) {
      const page = env({ ...overrides, readyState: 'complete' });
      expect(scheduleServiceWorker(page.value)).toBe(false);
      expect(page.register).not.toHaveBeenCalled();
    }
  });
});
