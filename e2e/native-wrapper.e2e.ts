import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { phone, screenshotDir, useBrowser } from './support/browser';

const session = useBrowser();
const { spaghetti } = SEED_FIXTURES.products;
const COOKIE_REGION = 'Consenso ai cookie';
const NATIVE_CHUNK = /\/assets\/native-platform-[\w-]+\.js$/;

/**
 * What Capacitor's Android bridge puts in the page before its scripts (window.androidBridge and
 * window.Capacitor with the plugins' headers), with the plugins answered here: a test fires the
 * events the operating system would (`__nativeFake.fire('App', 'appUrlOpen', { url })`).
 */
function installFakeAndroidBridge(launchUrl: string | null) {
  type Callback = (data: unknown) => void;
  const callbacks = new Map<string, { plugin: string; eventName: string; callback: Callback }>();
  let nextId = 1;
  const answers: Record<string, Record<string, unknown>> = {
    App: {
      getInfo: { id: 'it.spesachiara.app', name: 'Spesa Chiara', build: '1', version: '1.0.0' },
      getLaunchUrl: launchUrl ? { url: launchUrl } : undefined,
    },
    Device: {
      getInfo: { platform: 'android', model: 'Pixel 8', manufacturer: 'Google', operatingSystem: 'android', osVersion: '15' },
      getId: { identifier: '8f3a2c11d0e4b9a7' },
    },
    PushNotifications: { requestPermissions: { receive: 'granted' }, register: undefined },
    Keyboard: {},
  };
  const header = (name: string, promises: string[]) => ({
    name,
    methods: [
      ...promises.map((method) => ({ name: method, rtype: 'promise' })),
      { name: 'addListener', rtype: 'callback' },
      { name: 'removeListener', rtype: 'promise' },
    ],
  });
  const fire = (plugin: string, eventName: string, data: unknown) => {
    for (const listener of callbacks.values())
      if (listener.plugin === plugin && listener.eventName === eventName) listener.callback(data);
  };
  Object.assign(window, {
    androidBridge: { postMessage: () => {} },
    Capacitor: {
      // As the real native-bridge.js does, before @capacitor/core loads.
      isNativePlatform: () => true,
      PluginHeaders: [
        header('App', ['getInfo', 'getLaunchUrl']),
        header('Device', ['getInfo', 'getId']),
        header('PushNotifications', ['requestPermissions', 'register']),
        header('Keyboard', []),
      ],
      nativePromise: async (plugin: string, method: string, options: { callbackId?: string }) => {
        if (method === 'removeListener') callbacks.delete(String(options.callbackId));
        if (plugin === 'PushNotifications' && method === 'register')
          setTimeout(() => fire('PushNotifications', 'registration', { value: 'fcm-token-e2e' }), 0);
        return answers[plugin]?.[method];
      },
      nativeCallback: (plugin: string, _method: string, options: { eventName: string }, callback: Callback) => {
        const id = String(nextId++);
        callbacks.set(id, { plugin, eventName: options.eventName, callback });
        return id;
      },
    },
    __nativeFake: { fire },
  });
}

async function openShop(page: Page, pathname: string) {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (NATIVE_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto(pathname);
  await page.getByRole('navigation').first().waitFor();
  return chunks;
}

const fire = (page: Page, plugin: string, eventName: string, data: unknown) =>
  page.evaluate(
    ([p, e, d]) => (window as unknown as { __nativeFake: { fire: (...args: unknown[]) => void } }).__nativeFake.fire(p, e, d),
    [plugin, eventName, data] as const,
  );

describe('the native wrapper (Capacitor bridge faked in Chromium)', () => {
  test('a browser never downloads the native platform, and asks for cookie consent', async () => {
    const page = await session.newIsolatedPage(phone);
    const chunks = await openShop(page, '/');
    await expect.poll(() => page.getByRole('region', { name: COOKIE_REGION }).isVisible()).toBe(true);
    expect(chunks).toEqual([]);
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Preferenze cookie' }).waitFor();
  });

  test('inside the app: the native platform loads, no cookie bar, and links open in the router', async () => {
    const context = await session.newContext(phone);
    await context.addInitScript(installFakeAndroidBridge, null);
    const page = await context.newPage();
    const chunks = await openShop(page, '/');
    expect(chunks).toHaveLength(1);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: COOKIE_REGION }).count()).toBe(0);

    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'native-wrapper-home-390.png') });
    // Consent is granted in the app (spec): the footer offers no cookie preferences to change.
    await page.keyboard.press('End');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('button', { name: 'Preferenze cookie' }).count()).toBe(0);

    await fire(page, 'App', 'appUrlOpen', { url: `${session.baseUrl}/product/${spaghetti.slug}` });
    await page.waitForURL(`**/product/${spaghetti.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: spaghetti.name }).isVisible()).toBe(true);

    await fire(page, 'App', 'appUrlOpen', { url: 'it.spesachiara.app://search?q=pasta' });
    await page.waitForURL('**/search?q=pasta');

    // Another site's link with an allowed path, and a path the app does not open: home.
    await fire(page, 'App', 'appUrlOpen', { url: `https://evil.example/product/${spaghetti.slug}` });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/product/${spaghetti.slug}`);
    await page.getByRole('heading', { level: 1, name: spaghetti.name }).waitFor();
    await fire(page, 'App', 'appUrlOpen', { url: `${session.baseUrl}/payment` });
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('an app started by a shop link opens that page (Android sends no event for the launch)', async () => {
    const context = await session.newContext(phone);
    await context.addInitScript(installFakeAndroidBridge, `${session.baseUrl}/product/${spaghetti.slug}`);
    const page = await context.newPage();
    await openShop(page, '/');
    await page.waitForURL(`**/product/${spaghetti.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: spaghetti.name }).isVisible()).toBe(true);
  });
});
