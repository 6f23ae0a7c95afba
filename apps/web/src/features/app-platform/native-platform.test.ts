import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Fakes of the Capacitor plugins: each keeps its listeners by event name, so a test fires an event
 * the way the native side would and sees what the platform does with it.
 */
const { fakes } = vi.hoisted(() => {
  type Listener = (event?: unknown) => void;
  const plugin = () => {
    const listeners = new Map<string, Set<Listener>>();
    return {
      listeners,
      addListener: (name: string, listener: Listener) => {
        const set = listeners.get(name) ?? new Set();
        listeners.set(name, set);
        set.add(listener);
        return Promise.resolve({ remove: async () => void set.delete(listener) });
      },
      fire: (name: string, event?: unknown) => {
        for (const listener of listeners.get(name) ?? []) listener(event);
      },
      count: (name: string) => listeners.get(name)?.size ?? 0,
    };
  };
  return { fakes: { app: plugin(), keyboard: plugin(), push: plugin() } };
});

const device = vi.hoisted(() => ({
  getInfo: vi.fn(),
  getId: vi.fn(),
}));
const push = vi.hoisted(() => ({ requestPermissions: vi.fn(), register: vi.fn() }));

const launch = vi.hoisted(() => ({ getLaunchUrl: vi.fn() }));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: fakes.app.addListener,
    getInfo: async () => ({ id: 'it.spesachiara.app', name: 'Spesa Chiara', build: '7', version: '1.2.0' }),
    getLaunchUrl: launch.getLaunchUrl,
  },
}));
vi.mock('@capacitor/keyboard', () => ({ Keyboard: { addListener: fakes.keyboard.addListener } }));
vi.mock('@capacitor/device', () => ({ Device: device }));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: { addListener: fakes.push.addListener, ...push },
}));

const { createNativePlatform, NATIVE_PUSH_TIMEOUT_MS } = await import('./native-platform');

const androidPhone = {
  platform: 'android',
  model: 'Pixel 8',
  manufacturer: 'Google',
  operatingSystem: 'android',
  osVersion: '15',
  isVirtual: false,
  webViewVersion: '131.0',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the native platform (Capacitor plugins behind the platform interface)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    for (const fake of Object.values(fakes)) fake.listeners.clear();
    device.getInfo.mockResolvedValue(androidPhone);
    device.getId.mockResolvedValue({ identifier: '8f3a2c11d0e4b9a7' });
    push.requestPermissions.mockResolvedValue({ receive: 'granted' });
    push.register.mockResolvedValue(undefined);
    launch.getLaunchUrl.mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is native, named after the device’s system', async () => {
    const platform = await createNativePlatform();
    expect(platform).toMatchObject({ name: 'android', isNative: true });
    device.getInfo.mockResolvedValue({ ...androidPhone, platform: 'ios', operatingSystem: 'ios' });
    expect((await createNativePlatform()).name).toBe('ios');
  });

  it('turns the app going to the background and coming back into pause and resume, until unsubscribed', async () => {
    const platform = await createNativePlatform();
    const paused = vi.fn();
    const resumed = vi.fn();
    const stopPause = platform.onPause(paused);
    platform.onResume(resumed);
    await settle();

    fakes.app.fire('appStateChange', { isActive: false });
    expect(paused).toHaveBeenCalledTimes(1);
    expect(resumed).not.toHaveBeenCalled();
    fakes.app.fire('appStateChange', { isActive: true });
    expect(resumed).toHaveBeenCalledTimes(1);

    stopPause();
    await settle();
    fakes.app.fire('appStateChange', { isActive: false });
    expect(paused).toHaveBeenCalledTimes(1);
  });

  it('removes a listener stopped before the plugin handed its handle back', async () => {
    const platform = await createNativePlatform();
    const stop = platform.onResume(() => {});
    stop();
    await settle();
    expect(fakes.app.count('appStateChange')).toBe(0);
  });

  it('passes the shop’s and the app scheme’s deep links to the router, and anything else as home', async () => {
    const platform = await createNativePlatform();
    const opened = vi.fn();
    platform.onDeepLink(opened);
    await settle();

    fakes.app.fire('appUrlOpen', { url: `${window.location.origin}/profile/orders/42` });
    fakes.app.fire('appUrlOpen', { url: 'it.spesachiara.app://product/latte-intero-1l' });
    fakes.app.fire('appUrlOpen', { url: 'https://evil.example/checkout' });
    fakes.app.fire('appUrlOpen', { url: `${window.location.origin}/payment` });
    expect(opened.mock.calls).toEqual([['/profile/orders/42'], ['/product/latte-intero-1l'], ['/'], ['/']]);
  });

  it('routes the link that started the app once, to the first listener, without its repeat', async () => {
    launch.getLaunchUrl.mockResolvedValue({ url: `${window.location.origin}/profile/orders/42` });
    const platform = await createNativePlatform();
    const first = vi.fn();
    const later = vi.fn();
    platform.onDeepLink(first);
    platform.onDeepLink(later);
    await settle();
    // iOS also sends the launch link as an event.
    fakes.app.fire('appUrlOpen', { url: `${window.location.origin}/profile/orders/42` });
    expect(first.mock.calls).toEqual([['/profile/orders/42']]);
    expect(later.mock.calls).toEqual([['/profile/orders/42']]);

    fakes.app.fire('appUrlOpen', { url: `${window.location.origin}/checkout` });
    expect(first.mock.calls).toEqual([['/profile/orders/42'], ['/checkout']]);
  });

  it('keeps the launch link for the next listener when the first stops before getting it', async () => {
    launch.getLaunchUrl.mockResolvedValue({ url: 'it.spesachiara.app://checkout' });
    const platform = await createNativePlatform();
    const dropped = vi.fn();
    platform.onDeepLink(dropped)();
    const kept = vi.fn();
    platform.onDeepLink(kept);
    await settle();
    expect(dropped).not.toHaveBeenCalled();
    expect(kept.mock.calls).toEqual([['/checkout']]);
  });

  it('opens the page a tapped notification names', async () => {
    const platform = await createNativePlatform();
    const opened = vi.fn();
    const stop = platform.onDeepLink(opened);
    await settle();

    fakes.push.fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { data: { url: '/profile/orders/7' } } });
    fakes.push.fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { data: {} } });
    expect(opened.mock.calls).toEqual([['/profile/orders/7']]);

    stop();
    await settle();
    expect(fakes.push.count('pushNotificationActionPerformed')).toBe(0);
    expect(fakes.app.count('appUrlOpen')).toBe(0);
  });

  it('tells when the keyboard opens and closes', async () => {
    const platform = await createNativePlatform();
    const changes = vi.fn();
    platform.onKeyboardChange(changes);
    await settle();
    fakes.keyboard.fire('keyboardWillShow', { keyboardHeight: 300 });
    fakes.keyboard.fire('keyboardWillHide');
    expect(changes.mock.calls).toEqual([[true], [false]]);
  });

  it('describes the device for the registration call', async () => {
    const platform = await createNativePlatform();
    await expect(platform.describeDevice()).resolves.toEqual({
      model: 'Pixel 8',
      platform: 'android',
      platformVersion: '15',
      manufacturer: 'Google',
      uuid: '8f3a2c11d0e4b9a7',
    });
  });

  it('asks for permission, registers and resolves the token the system hands out', async () => {
    const platform = await createNativePlatform();
    push.register.mockImplementation(async () => {
      setTimeout(() => fakes.push.fire('registration', { value: 'fcm-token-123' }), 0);
    });
    await expect(platform.registerNativePush()).resolves.toBe('fcm-token-123');
    expect(push.requestPermissions).toHaveBeenCalledBefore(push.register);
    expect(fakes.push.count('registration')).toBe(0);
    expect(fakes.push.count('registrationError')).toBe(0);
  });

  it('gives no token when the shopper refuses the permission', async () => {
    const platform = await createNativePlatform();
    push.requestPermissions.mockResolvedValue({ receive: 'denied' });
    await expect(platform.registerNativePush()).resolves.toBeNull();
    expect(push.register).not.toHaveBeenCalled();
  });

  it('gives no token when registration fails or no token comes in time', async () => {
    const platform = await createNativePlatform();
    push.register.mockImplementation(async () => {
      setTimeout(() => fakes.push.fire('registrationError', { error: 'no Google Play services' }), 0);
    });
    await expect(platform.registerNativePush()).resolves.toBeNull();

    vi.useFakeTimers();
    push.register.mockResolvedValue(undefined);
    const waiting = platform.registerNativePush();
    await vi.advanceTimersByTimeAsync(NATIVE_PUSH_TIMEOUT_MS);
    await expect(waiting).resolves.toBeNull();
    expect(fakes.push.count('registration')).toBe(0);
  });

  it('opens the update’s address: the store is left to the system', async () => {
    const assign = vi.fn();
    const page = { location: { origin: 'https://www.spesachiara.example', href: 'https://www.spesachiara.example/', assign } };
    const platform = await createNativePlatform(page as unknown as Window);
    platform.openUpdate('https://play.google.com/store/apps/details?id=it.spesachiara.app');
    platform.openUpdate('/app/android');
    expect(assign.mock.calls).toEqual([
      ['https://play.google.com/store/apps/details?id=it.spesachiara.app'],
      ['https://www.spesachiara.example/app/android'],
    ]);
  });
});
