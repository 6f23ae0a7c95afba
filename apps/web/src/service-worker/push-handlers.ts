/// <reference lib="webworker" />

/** What the shop's push message carries (the server's PushPayload). */
type ShopPush = { title: string; body: string; url: string; tag: string; icon?: string };

const FALLBACK_ICON = '/favicon.svg';

/** The message of a push event, or null when it is not the shop's JSON. */
export function shopPushOf(data: PushMessageData | null): ShopPush | null {
  try {
    const value = data?.json() as Partial<ShopPush> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return null;
    return {
      title: value.title,
      body: value.body,
      url: typeof value.url === 'string' ? value.url : '/',
      tag: value.tag ?? '',
      icon: value.icon,
    };
  } catch {
    return null;
  }
}

/** Only a path of the shop itself is opened (a message can never send the shopper elsewhere). */
function shopUrl(worker: ServiceWorkerGlobalScope, url: unknown): string {
  const origin = worker.location.origin;
  const target = new URL(typeof url === 'string' ? url : '/', origin);
  return target.origin === origin ? target.href : `${origin}/`;
}

/**
 * The service worker's push and notification-click handlers: a push shows the shop's notification
 * (its Italian title and text, the brand's icon, the order's deep link kept in `data`); a click
 * focuses a tab of the shop already open, taking it to the link, or opens one.
 */
export function registerPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const push = shopPushOf(event.data);
    if (!push) return;
    event.waitUntil(
      worker.registration.showNotification(push.title, {
        body: push.body,
        icon: push.icon ?? FALLBACK_ICON,
        badge: push.icon ?? FALLBACK_ICON,
        tag: push.tag || undefined,
        lang: 'it',
        data: { url: push.url },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = shopUrl(worker, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) {
          const focused = await open.focus();
          await focused.navigate(url);
          return;
        }
        await worker.clients.openWindow(url);
      })(),
    );
  });
}
