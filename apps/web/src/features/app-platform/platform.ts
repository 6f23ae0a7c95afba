import type { DevicePlatform } from '@spesa/domain';

/**
 * The one interface the web app talks to for what differs between a browser tab and the native
 * wrapper (apps/mobile, Capacitor): coming back to the foreground, deep links, the keyboard, the
 * device's description, native push registration and where an update is installed from.
 *
 * The web implementation is web-platform.ts; the native one (native-platform.ts) is loaded only
 * inside the wrapper, so that no Capacitor code reaches a browser's first load.
 */

/** The spec's `{platform}` of the version document's url, and the device registration's `platform`. */
export type PlatformName = DevicePlatform;

/** What `GET /externalregistration/register` sends besides the push token (external_id). */
export type DeviceDescription = {
  model: string;
  platform: PlatformName;
  platformVersion: string;
  manufacturer: string;
  /** Stable for this installation: the native device id, or a random id kept in localStorage on the web. */
  uuid: string;
};

/** Stops listening. */
export type Unsubscribe = () => void;

export interface AppPlatform {
  readonly name: PlatformName;
  /** True inside the native wrapper: cookie consent is assumed granted there (spec). */
  readonly isNative: boolean;
  /** The app went to the background (tab hidden, app paused). */
  onPause(listener: () => void): Unsubscribe;
  /** The app came back to the foreground (tab visible again, app resumed). */
  onResume(listener: () => void): Unsubscribe;
  /**
   * The operating system opened one of the shop's links in the app: `path` is the path, search and
   * hash of the link on the shop's origin (e.g. `/profile/orders/42`), for the web router.
   */
  onDeepLink(listener: (path: string) => void): Unsubscribe;
  /** The on-screen keyboard opened or closed (bars fixed at the bottom step aside while it is open). */
  onKeyboardChange(listener: (open: boolean) => void): Unsubscribe;
  /** The device as the registration call describes it. */
  describeDevice(): Promise<DeviceDescription>;
  /**
   * Asks the operating system for a native push token (FCM on Android, APNs on iOS); null on the web,
   * where push goes through the service worker's Web Push subscription, or when the shopper refuses.
   */
  registerNativePush(): Promise<string | null>;
  /** Goes to the update the version document names (`{platform}` already replaced): the web reloads, native opens the store. */
  openUpdate(url: string): void;
}
