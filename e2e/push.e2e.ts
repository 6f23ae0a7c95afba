import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { callFromPage, loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { gone, openShop, visible } from './support/shop';
import { placePickupOrder, shopApiAs } from './support/shop-api';

const session = useBrowser();
const { screenshot, phoneShot } = screenshotsOf(session, 'push');
const STORE_NAME = 'Bergamo Borgo Palazzo';

/** Texts of the prompt and the profile (apps/web/src/i18n/locales/it.json, push). */
const t = {
  promptTitle: 'Vuoi sapere quando arriva la tua spesa?',
  enable: 'Attiva notifiche',
  notNow: 'Non ora',
  settingsTitle: 'Notifiche',
  toggle: 'Ricevi le notifiche',
  thanks: (orderId: number) => `Grazie! L'ordine ${orderId} è stato ricevuto.`,
};

/**
 * Headless Chromium has no push service to reach offline: PushManager.prototype.subscribe answers a
 * subscription with real RFC 8291 keys (a P-256 key pair and an auth secret made here), and, while no
 * service worker of the shop is active, `navigator.serviceWorker.ready` answers a registration with
 * that PushManager. Everything else (the permission, the VAPID key, the save) is the shop's own.
 */
async function stubPushService(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://push.example.net/wpush/${randomBytes(8).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await page.addInitScript((fake) => {
    const calls: unknown[] = [];
    (window as unknown as { pushSubscribeCalls: unknown[] }).pushSubscribeCalls = calls;
    const made = {
      endpoint: fake.endpoint,
      toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: { p256dh: fake.p256dh, auth: fake.auth } }),
    };
    const subscribe = async (options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey as Uint8Array;
      calls.push({ userVisibleOnly: options.userVisibleOnly, keyLength: key.byteLength });
      return made;
    };
    if ('PushManager' in window) PushManager.prototype.subscribe = subscribe as unknown as PushManager['subscribe'];
    const fakeRegistration = { pushManager: { getSubscription: async () => null, subscribe } };
    const container = navigator.serviceWorker;
    const real = container.ready;
    Object.defineProperty(container, 'ready', {
      configurable: true,
      get: () => Promise.race([real, new Promise((resolve) => setTimeout(() => resolve(fakeRegistration), 1500))]),
    });
  }, subscription);
  return subscription;
}

describe('push notifications: the prompt after the first order, the subscription, the profile', () => {
  test('never on a first visit; after the order "Attiva notifiche" subscribes and the shop keeps it; the profile turns it off', {
    timeout: 180_000,
  }, async () => {
    const { page } = session;
    await page.context().grantPermissions(['notifications'], { origin: session.baseUrl });
    const subscription = await stubPushService(page);
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Paola');

    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    // The first visit: no prompt anywhere on the home page.
    await visible(page.getByRole('main'));
    expect(await page.getByRole('button', { name: t.enable }).count()).toBe(0);

    const call = await shopApiAs(session.baseUrl, shopper);
    const orderId = await placePickupOrder(call, STORE_NAME, [
      { productId: SEED_FIXTURES.products.penne.productId, quantity: 1 },
    ]);
    await page.goto(session.url(`/cart/payment-completed/${orderId}`));
    await visible(page.getByText(t.thanks(orderId)), 30_000);
    await visible(page.getByRole('heading', { name: t.promptTitle }));
    await visible(page.getByRole('button', { name: t.notNow }));
    await screenshot(page, 'prompt-desktop');
    await phoneShot(
      page,
      `/cart/payment-completed/${orderId}`,
      (phonePage) => phonePage.getByRole('button', { name: t.enable }),
      'prompt',
    );

    await page.getByRole('button', { name: t.enable }).click();
    await gone(page.getByRole('button', { name: t.enable }));
    expect(await page.evaluate(() => (window as unknown as { pushSubscribeCalls: unknown[] }).pushSubscribeCalls)).toEqual([
      { userVisibleOnly: true, keyLength: 65 },
    ]);
    const stored = await callFromPage<{ enabled: boolean; chosen: boolean; webSubscriptions: number }>(
      page,
      '/ebsn/api/push/settings',
    );
    expect(stored).toEqual({ status: 200, data: expect.objectContaining({ enabled: true, chosen: true, webSubscriptions: 1 }) });

    // The profile shows the choice and turns it off.
    await page.goto(session.url('/profile/profile-update'));
    const toggle = await visible(page.getByRole('switch', { name: t.toggle }), 30_000);
    expect(await toggle.isChecked()).toBe(true);
    await visible(page.getByText('1 browser'));
    await screenshot(page, 'profile-desktop');
    await phoneShot(page, '/profile/profile-update', (phonePage) => phonePage.getByRole('switch', { name: t.toggle }), 'profile');
    await toggle.click();
    await expect
      .poll(async () => (await callFromPage<{ enabled: boolean }>(page, '/ebsn/api/push/settings')).data.enabled)
      .toBe(false);
    expect(subscription.endpoint).toMatch(/^https:\/\//);

    // The shopper chose: a second order's thank-you page asks no more.
    const second = await placePickupOrder(call, STORE_NAME, [{ productId: SEED_FIXTURES.products.penne.productId, quantity: 1 }]);
    await page.goto(session.url(`/cart/payment-completed/${second}`));
    await visible(page.getByText(t.thanks(second)), 30_000);
    expect(await page.getByRole('button', { name: t.enable }).count()).toBe(0);
  });
});
