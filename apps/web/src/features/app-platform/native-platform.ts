import { App } from '@capacitor/app';
import type { PluginListenerHandle } from '@capacitor/core';
import { Device } from '@capacitor/device';
import { Keyboard } from '@capacitor/keyboard';
import { PushNotifications } from '@capacitor/push-notifications';
import { appPathForLink } from './deep-link';
import type { AppPlatform, PlatformName, Unsubscribe } from './platform';

/** How long the operating system gets to hand out a push token before registration counts as refused. */
export const NATIVE_PUSH_TIMEOUT_MS = 30_000;
/** How long after start the launch link's own appUrlOpen (iOS) is taken for a repeat. */
const LAUNCH_REPEAT_MS = 5_000;

/**
 * The native wrapper (apps/mobile, Capacitor): the plugins' events behind the one platform interface.
 * Loaded only inside the wrapper (see load-native-platform.ts), never in a browser's first load.
 * `win` is the page on the shop's origin (the wrapper loads the live shop: docs/decisions/0035).
 */
export async function createNativePlatform(win: Window = window): Promise<AppPlatform> {
  const [device, app, launch] = await Promise.all([Device.getInfo(), App.getInfo(), App.getLaunchUrl()]);
  const name: PlatformName = device.platform === 'ios' ? 'ios' : 'android';
  // The app's own scheme is its id (it.spesachiara.app://profile/orders), besides the shop's https links.
  const deepLinkSources = { origin: win.location.origin, schemes: [app.id] };
  // A link that started the app: Android sends it no appUrlOpen (only to a running app), so the first
  // listener gets it from here; iOS sends both, so its repeat just after is skipped.
  let launchLink: string | null = launch?.url ?? null;

  const onAppState = (active: boolean, listener: () => void) =>
    listen(App.addListener('appStateChange', (state) => state.isActive === active && listener()));

  return {
    name,
    isNative: true,
    onPause: (listener) => onAppState(false, listener),
    onResume: (listener) => onAppState(true, listener),
    onDeepLink: (listener) => {
      const started = launchLink;
      const startedAt = Date.now();
      launchLink = null;
      let waiting = started !== null;
      queueMicrotask(() => {
        if (!waiting || !started) return;
        waiting = false;
        listener(appPathForLink(started, deepLinkSources));
      });
      const opened = listen(
        App.addListener('appUrlOpen', (event) => {
          if (event.url === started && Date.now() - startedAt < LAUNCH_REPEAT_MS) return;
          listener(appPathForLink(event.url, deepLinkSources));
        }),
      );
      // A tapped notification that names a page (data.url: a shop link or a path) opens it like a link.
      const tapped = listen(
        PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
          const target: unknown = notification.data?.url;
          if (typeof target === 'string') listener(appPathForLink(linkOnShop(target, win), deepLinkSources));
        }),
      );
      return () => {
        // Stopped before the launch link was handed over (React's StrictMode re-subscribing): the next listener gets it.
        if (waiting) launchLink = started;
        waiting = false;
        opened();
        tapped();
      };
    },
    onKeyboardChange: (listener) => {
      const shown = listen(Keyboard.addListener('keyboardWillShow', () => listener(true)));
      const hidden = listen(Keyboard.addListener('keyboardWillHide', () => listener(false)));
      return () => {
        shown();
        hidden();
      };
    },
    describeDevice: async () => {
      const [info, id] = await Promise.all([Device.getInfo(), Device.getId()]);
      return {
        model: info.model,
        platform: name,
        platformVersion: info.osVersion,
        manufacturer: info.manufacturer,
        uuid: id.identifier,
      };
    },
    registerNativePush,
    openUpdate: (url) => {
      // The store's address: the wrapper hands any host but the shop's to the system, which opens the store app.
      win.location.assign(new URL(url, win.location.href).href);
    },
  };
}

/** A notification's target as a link: a path is on the shop's origin; anything unreadable stays as it is (and goes home). */
function linkOnShop(target: string, win: Window): string {
  try {
    return new URL(target, win.location.origin).href;
  } catch {
    return target;
  }
}

/** The operating system's push token (FCM, APNs), or null when the shopper refuses or no token comes. */
async function registerNativePush(): Promise<string | null> {
  const permission = await PushNotifications.requestPermissions();
  if (permission.receive !== 'granted') return null;
  return new Promise((resolve) => {
    const stops: Unsubscribe[] = [];
    const finish = (token: string | null) => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve(token);
    };
    const timer = setTimeout(() => finish(null), NATIVE_PUSH_TIMEOUT_MS);
    stops.push(listen(PushNotifications.addListener('registration', (token) => finish(token.value))));
    stops.push(listen(PushNotifications.addListener('registrationError', () => finish(null))));
    PushNotifications.register().catch(() => finish(null));
  });
}

/** A plugin listener as an Unsubscribe: the handle arrives later, so a stop before it removes it on arrival. */
function listen(handle: Promise<PluginListenerHandle>): Unsubscribe {
  let stopped = false;
  let arrived: PluginListenerHandle | null = null;
  handle.then(
    (value) => {
      arrived = value;
      if (stopped) void value.remove();
    },
    () => {},
  );
  return () => {
    if (stopped) return;
    stopped = true;
    if (arrived) void arrived.remove();
  };
}
