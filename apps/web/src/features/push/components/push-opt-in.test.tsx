import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setPlatform } from '../../app-platform/current-platform';
import type { AppPlatform } from '../../app-platform/platform';
import { apiAnswer, callsTo, stubApi } from '../../cart/testing/cart-server';
import { PUSH_PROMPT_DISMISSED_KEY, PushOptInPrompt } from './push-opt-in-prompt';
import { PushSettingsSection } from './push-settings-section';

const vapidKey = `B${'A'.repeat(86)}`; // 65 bytes once decoded
const settings = (overrides = {}) => ({ enabled: false, chosen: false, webSubscriptions: 0, devices: [], ...overrides });

/** A browser with service workers and push: PushManager.subscribe answers a subscription. */
function pushCapableBrowser(permission: NotificationPermission = 'granted', subscribed = false) {
  const subscribe = vi.fn(async () => ({
    toJSON: () => ({ endpoint: 'https://push.example.net/sub/1', keys: { p256dh: 'p', auth: 'a' } }),
  }));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }),
      getRegistration: async () => ({ pushManager: { getSubscription: async () => (subscribed ? {} : null) } }),
    },
  });
  return { subscribe };
}

function stubPushApi(initial = settings()) {
  let current = initial;
  return stubApi((call) => {
    if (call.path === 'push/settings' && call.body === undefined) return apiAnswer(current);
    if (call.path === 'push/vapid-public-key') return apiAnswer({ publicKey: vapidKey });
    if (call.path === 'push/subscribe' || call.path === 'push/settings' || call.path === 'externalregistration/register') {
      current = settings({
        ...current,
        enabled: (call.body as { enabled?: boolean } | undefined)?.enabled ?? true,
        chosen: true,
      });
      return apiAnswer(call.path === 'externalregistration/register' ? {} : current);
    }
    return undefined;
  });
}

describe('PushOptInPrompt (after an order)', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    setPlatform(null);
  });

  it('is not shown where the browser cannot receive push, and asks the server nothing', async () => {
    const calls = stubPushApi();
    renderWithProviders(<PushOptInPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Attiva notifiche' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks once, in Italian; "Attiva notifiche" subscribes with the shop’s VAPID key and saves the subscription', async () => {
    const { subscribe } = pushCapableBrowser();
    const calls = stubPushApi();
    renderWithProviders(<PushOptInPrompt />);
    expect(await screen.findByRole('heading', { name: 'Vuoi sapere quando arriva la tua spesa?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Non ora' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Attiva notifiche' }));
    await waitFor(() => expect(callsTo(calls, 'push/subscribe')).toHaveLength(1));
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    const [{ applicationServerKey }] = subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
    expect(applicationServerKey).toHaveLength(65);
    expect(callsTo(calls, 'push/subscribe')[0]?.body).toEqual({
      endpoint: 'https://push.example.net/sub/1',
      keys: { p256dh: 'p', auth: 'a' },
    });
    // The choice is made: the prompt goes away.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Attiva notifiche' })).toBeNull());
  });

  it('"Non ora" hides it and keeps it away on this device; a shopper who already chose never sees it', async () => {
    pushCapableBrowser();
    stubPushApi();
    const { unmount } = renderWithProviders(<PushOptInPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Non ora' }));
    expect(screen.queryByRole('button', { name: 'Attiva notifiche' })).toBeNull();
    expect(window.localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).not.toBeNull();
    unmount();
    renderWithProviders(<PushOptInPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Attiva notifiche' })).toBeNull();

    window.localStorage.clear();
    stubPushApi(settings({ chosen: true }));
    renderWithProviders(<PushOptInPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Attiva notifiche' })).toBeNull();
  });

  it('in the native wrapper registers the device token with externalregistration/register', async () => {
    const platform: AppPlatform = {
      name: 'android',
      isNative: true,
      onPause: () => () => {},
      onResume: () => () => {},
      onDeepLink: () => () => {},
      onKeyboardChange: () => () => {},
      describeDevice: async () => ({
        model: 'Pixel 8',
        platform: 'android',
        platformVersion: '15',
        manufacturer: 'Google',
        uuid: 'dev-1',
      }),
      registerNativePush: async () => 'fcm-token',
      openUpdate: () => {},
    };
    setPlatform(platform);
    const calls = stubPushApi();
    renderWithProviders(<PushOptInPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Attiva notifiche' }));
    await waitFor(() => expect(callsTo(calls, 'externalregistration/register')).toHaveLength(1));
    expect(Object.fromEntries(callsTo(calls, 'externalregistration/register')[0]?.query ?? [])).toEqual({
      external_id: 'fcm-token',
      model: 'Pixel 8',
      platform: 'android',
      platform_version: '15',
      manufacturer: 'Google',
      uuid: 'dev-1',
    });
    await waitFor(() =>
      expect(
        callsTo(calls, 'push/settings').some((call) => (call.body as { enabled?: boolean } | undefined)?.enabled === true),
      ).toBe(true),
    );
  });
});

describe('PushSettingsSection (profile)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('offers no second subscription to a browser already subscribed', async () => {
    pushCapableBrowser('granted', true);
    stubPushApi(settings({ enabled: true, chosen: true, webSubscriptions: 1 }));
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByRole('switch', { name: 'Ricevi le notifiche' })).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Ricevi le notifiche anche su questo dispositivo' })).toBeNull();
  });

  it('in a browser without push the switch cannot be turned on, and says so', async () => {
    stubPushApi(settings({ enabled: false, chosen: true }));
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByRole('switch', { name: 'Ricevi le notifiche' })).toBeDisabled();
    expect(screen.getByText('Questo browser non può ricevere notifiche.')).toBeVisible();
    expect(screen.getByText('Nessun dispositivo collegato.')).toBeVisible();
  });

  it('shows the choice and the devices, and turns notifications off', async () => {
    pushCapableBrowser();
    const device = {
      deviceId: 3,
      platform: 'ios',
      model: 'iPhone 15',
      manufacturer: 'Apple',
      platformVersion: '18.1',
      uuid: 'u',
      registeredAt: '',
    };
    const calls = stubPushApi(settings({ enabled: true, chosen: true, webSubscriptions: 1, devices: [device] }));
    renderWithProviders(<PushSettingsSection />);
    const toggle = await screen.findByRole('switch', { name: 'Ricevi le notifiche' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Apple iPhone 15')).toBeVisible();
    expect(screen.getByText('iOS 18.1')).toBeVisible();
    expect(screen.getByText('1 browser')).toBeVisible();
    // This browser has no subscription yet: it can join.
    expect(await screen.findByRole('button', { name: 'Ricevi le notifiche anche su questo dispositivo' })).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(callsTo(calls, 'push/settings').find((call) => call.body)?.body).toEqual({ enabled: false }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ricevi le notifiche' })).not.toBeChecked());
  });
});
