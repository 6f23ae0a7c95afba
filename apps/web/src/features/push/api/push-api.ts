import type { PushSettings, RegisteredDevice } from '@spesa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/client';
import { currentPlatform } from '../../app-platform/current-platform';

export const pushQueryKeys = {
  all: ['push'] as const,
  settings: ['push', 'settings'] as const,
  browser: ['push', 'browser'] as const,
};

/** Whether this browser or wrapper can receive push at all (a service worker with PushManager, or the native wrapper). */
export function pushSupported(): boolean {
  if (currentPlatform().isNative) return true;
  return 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';
}

/** The browser already said no: only its settings can change that. */
export function pushBlocked(): boolean {
  return !currentPlatform().isNative && typeof Notification !== 'undefined' && Notification.permission === 'denied';
}

export const getPushSettings = () => apiGet<PushSettings>('/ebsn/api/push/settings');

/** The VAPID public key as PushManager.subscribe wants it. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * Turns push on for this device and the shopper: in the native wrapper the OS token is registered
 * with externalregistration/register; in a browser the service worker subscribes with the shop's
 * VAPID key and the subscription is saved. Resolves false when the shopper (or the OS) refuses.
 */
export async function enablePushHere(): Promise<boolean> {
  const platform = currentPlatform();
  if (platform.isNative) {
    const token = await platform.registerNativePush();
    if (!token) return false;
    const device = await platform.describeDevice();
    await apiGet<RegisteredDevice>('/ebsn/api/externalregistration/register', {
      external_id: token,
      model: device.model,
      platform: device.platform,
      platform_version: device.platformVersion,
      manufacturer: device.manufacturer,
      uuid: device.uuid,
    });
    await apiPost('/ebsn/api/push/settings', { enabled: true });
    return true;
  }
  // Asked only when not granted yet (a browser that already allows it answers at once, without a dialog).
  if (Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await apiGet<{ publicKey: string }>('/ebsn/api/push/vapid-public-key');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await apiPost('/ebsn/api/push/subscribe', { endpoint, keys });
  return true;
}

export function usePushSettings(enabled = true) {
  return useQuery({ queryKey: pushQueryKeys.settings, queryFn: getPushSettings, enabled });
}

/** Turns push on here (subscribing this device) or records the choice only (off, or "Non ora"). */
export function usePushChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      if (enabled) {
        if (!(await enablePushHere())) return false;
      } else await apiPost('/ebsn/api/push/settings', { enabled: false });
      return true;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushQueryKeys.all }),
  });
}

/** Whether this browser already has the shop's push subscription (false in the wrapper: its token is registered anew). */
export function useBrowserSubscribed() {
  return useQuery({
    queryKey: pushQueryKeys.browser,
    queryFn: async () => {
      if (currentPlatform().isNative || !('serviceWorker' in navigator)) return false;
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(await registration?.pushManager.getSubscription());
    },
  });
}
