import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers } from './push-handlers';

type Listener = (event: Record<string, unknown>) => void;

/** A service worker global with the parts the handlers use; the listeners are kept to be fired. */
function fakeWorker(openWindows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const navigate = vi.fn(async () => null);
  const windows = openWindows.map((window) => ({ ...window, focus: vi.fn(async () => ({ navigate })) }));
  const worker = {
    location: { origin: 'https://spesa.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  registerPushHandlers(worker as unknown as ServiceWorkerGlobalScope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { worker, windows, navigate, fire };
}

const message = {
  title: 'Buonmercato: ordine confermato',
  body: "Abbiamo ricevuto l'ordine n. 100042.",
  url: '/profile/orders/100042',
  tag: 'orderConfirmed-100042',
  icon: '/icons/buonmercato-192.png',
};

describe('service worker push handlers', () => {
  it('shows the shop’s notification with the brand icon and keeps the deep link', async () => {
    const { worker, fire } = fakeWorker();
    await fire('push', { data: { json: () => message } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Buonmercato: ordine confermato', {
      body: "Abbiamo ricevuto l'ordine n. 100042.",
      icon: '/icons/buonmercato-192.png',
      badge: '/icons/buonmercato-192.png',
      tag: 'orderConfirmed-100042',
      lang: 'it',
      data: { url: '/profile/orders/100042' },
    });
  });

  it('ignores a push that is not the shop’s message', async () => {
    const { worker, fire } = fakeWorker();
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not json');
        },
      },
    });
    await fire('push', { data: null });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click opens the order when no tab of the shop is open, or focuses one and takes it there', async () => {
    const close = vi.fn();
    const none = fakeWorker();
    await none.fire('notificationclick', { notification: { close, data: { url: '/profile/orders/100042' } } });
    expect(close).toHaveBeenCalled();
    expect(none.worker.clients.openWindow).toHaveBeenCalledWith('https://spesa.test/profile/orders/100042');

    const open = fakeWorker([{ url: 'https://spesa.test/' }]);
    await open.fire('notificationclick', { notification: { close, data: { url: '/profile/orders/100042' } } });
    expect(open.windows[0]?.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://spesa.test/profile/orders/100042');
    expect(open.worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('never opens another site from a message', async () => {
    const { worker, fire } = fakeWorker();
    await fire('notificationclick', { notification: { close: () => {}, data: { url: 'https://evil.example/x' } } });
    expect(worker.clients.openWindow).toHaveBeenCalledWith('https://spesa.test/');
  });
});
