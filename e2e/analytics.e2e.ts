import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { type StartedServer, startServer } from './support/server';
import { addFirstForPickup, confirmPayingOnDelivery, gone, texts, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { spaghetti } = SEED_FIXTURES.products;

/** Texts of the cookie bar and the checkout (apps/web/src/i18n/locales/it.json). */
const t = {
  refuseAll: 'Rifiuta tutti',
  cookieSettings: 'Preferenze cookie',
  analyticsSwitch: 'Cookie analitici',
  savePreferences: 'Salva le preferenze',
  goToPayment: 'Vai al pagamento',
  onDelivery: 'Pagamento alla consegna',
  thanks: (orderId: number) => `Grazie! L'ordine ${orderId} è stato ricevuto.`,
} as const;

type Entry = Record<string, unknown> | unknown[];

/**
 * Keeps every data layer entry of every page the context loads, in order, in `entries` (a page load
 * starts a new `window.dataLayer`): the array the app finds is ours, and its push reports each entry
 * (a gtag command, an Arguments object, as its array).
 */
async function recordDataLayer(context: BrowserContext): Promise<Entry[]> {
  const entries: Entry[] = [];
  await context.exposeBinding('__recordDataLayer', (_source, json: string) => {
    entries.push(JSON.parse(json) as Entry);
  });
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordDataLayer: (json: string) => void }).__recordDataLayer;
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        const plain =
          Object.prototype.toString.call(item) === '[object Arguments]' ? Array.from(item as ArrayLike<unknown>) : item;
        void record(JSON.stringify(plain));
      }
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return entries;
}

const isCommand = (entry: Entry): entry is unknown[] => Array.isArray(entry);
/** The events (`{ event }` entries), in order. */
const eventsOf = (entries: Entry[]) =>
  entries.flatMap((entry) =>
    !isCommand(entry) && typeof entry.event === 'string' ? [entry as { event: string; ecommerce?: Record<string, unknown> }] : [],
  );
/** The consent commands as 'default:analytics_storage' words. */
const consentOf = (entries: Entry[]) =>
  entries.filter(isCommand).map((command) => `${command[1]}:${(command[2] as Record<string, string>).analytics_storage}`);

/** Registers a shopper, chooses on the cookie bar, buys the spaghetti for pickup paying on delivery; the order's id. */
async function purchase(page: Page, choice: 'Accetta tutti' | 'Rifiuta tutti'): Promise<number> {
  const shopper = await registerConfirmedShopper(session.baseUrl, 'Dario');
  // The choice first, on the home page: what happens before it is not the shop's to send.
  await page.goto('/');
  const bar = await visible(page.getByRole('region', { name: texts.cookieRegion }), 30_000);
  await bar.getByRole('button', { name: choice }).click();
  await gone(bar);
  await page.goto(`/search?q=${encodeURIComponent('spaghetti')}`);
  // From the results to the product page, in the app (a click, not a page load).
  await (await visible(page.locator('main').getByRole('link', { name: spaghetti.name, exact: true }).first(), 30_000)).click();
  await urlMatching(page, (url) => url.pathname === `/product/${spaghetti.slug}`, 30_000);
  await loginFromNavbar(page, shopper);
  await addFirstForPickup(page, spaghetti.name, 'Bergamo Borgo Palazzo');

  await page.goto('/checkout');
  await (await visible(page.getByRole('button', { name: t.goToPayment }), 30_000)).click();
  return confirmPayingOnDelivery(page);
}

/** Scrolls to the footer and opens its "Preferenze cookie". */
async function openCookieSettings(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: t.cookieSettings });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return button.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await button.click();
}

describe('analytics, only with consent (no container configured: the demo)', () => {
  test('with consent, a whole purchase reaches the dataLayer in order, and a reload of the thank-you page counts it once', async () => {
    const context = await session.newContext();
    const entries = await recordDataLayer(context);
    const page = await context.newPage();
    const orderId = await purchase(page, 'Accetta tutti');
    await expect.poll(() => eventsOf(entries).some((entry) => entry.event === 'purchase'), { timeout: 15_000 }).toBe(true);

    // Consent Mode first, denied; the choice granted it.
    expect(consentOf(entries).slice(0, 2)).toEqual(['default:denied', 'update:granted']);
    const events = eventsOf(entries).map((entry) => entry.event);
    // Each page load starts with the consent default: the purchase's steps follow one another.
    expect(events).toEqual(
      expect.arrayContaining([
        'search',
        'view_item_list',
        'view_item',
        'add_to_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
      ]),
    );
    const order = ['search', 'view_item', 'add_to_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];
    const positions = order.map((name) => events.indexOf(name));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // No other event than these (and no container start: no container in the demo).
    expect(new Set(events)).toEqual(new Set([...order, 'view_item_list']));

    const search = eventsOf(entries).find((entry) => entry.event === 'search');
    expect(search).toMatchObject({ search_term: 'spaghetti' });
    const added = eventsOf(entries).find((entry) => entry.event === 'add_to_cart');
    expect(added?.ecommerce).toMatchObject({
      currency: 'EUR',
      items: [{ item_id: String(spaghetti.productId), item_name: spaghetti.name, quantity: 1 }],
    });
    expect(eventsOf(entries).find((entry) => entry.event === 'add_shipping_info')?.ecommerce).toMatchObject({
      shipping_tier: 'store_pickup',
    });
    expect(eventsOf(entries).find((entry) => entry.event === 'add_payment_info')?.ecommerce).toMatchObject({
      payment_type: t.onDelivery,
    });
    const purchased = eventsOf(entries).find((entry) => entry.event === 'purchase');
    expect(purchased?.ecommerce).toMatchObject({ transaction_id: String(orderId), currency: 'EUR' });
    expect(purchased?.ecommerce?.value).toBeGreaterThan(0);

    // A reload of the thank-you page: the page again, no second purchase.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: t.thanks(orderId) }), 30_000);
    await visible(page.getByTestId('order-recap-total'), 30_000);
    await page.waitForTimeout(1000);
    expect(eventsOf(entries).filter((entry) => entry.event === 'purchase')).toHaveLength(1);
  });

  test('without consent, the same purchase leaves only the consent commands, all denied, in the dataLayer', async () => {
    const context = await session.newContext();
    const entries = await recordDataLayer(context);
    const page = await context.newPage();
    await purchase(page, 'Rifiuta tutti');
    await visible(page.getByTestId('order-recap-total'), 30_000);
    await page.waitForTimeout(1000);

    expect(eventsOf(entries)).toEqual([]);
    expect(entries.every(isCommand)).toBe(true);
    const consent = consentOf(entries);
    expect(consent[0]).toBe('default:denied');
    expect(consent).toContain('update:denied');
    expect(consent.every((command) => command.endsWith(':denied'))).toBe(true);
  });
});

describe('analytics with a Google Tag Manager container (GTM_CONTAINER_ID set)', () => {
  let server: StartedServer | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'spesa-e2e-gtm-'));
    server = await startServer({
      env: { DATA_DIR: dataDir, SEED: 'test', GTM_CONTAINER_ID: 'GTM-E2ETEST' },
      logFile: path.join(dataDir, 'server.log'),
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the container is not even requested before consent; accepting from the footer loads it at once, revoking stops the events', async () => {
    if (!server) throw new Error('the server with a container did not start');
    const context = await session.newContext({ ...phone, baseURL: server.url });
    // Nothing goes to Google: the container's request is answered here, by a stub that says it ran.
    const requests: string[] = [];
    await context.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__containerRan = true;' });
    });
    const entries = await recordDataLayer(context);
    const page = await context.newPage();
    const csp = (await page.goto(`${server.url}/product/${spaghetti.slug}`))?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('https://*.googletagmanager.com');

    // The bar asks; refusing keeps the container away, however long the visit.
    const bar = await visible(page.getByRole('region', { name: texts.cookieRegion }), 30_000);
    await visible(page.locator('main').getByRole('heading', { level: 1, name: spaghetti.name }), 30_000);
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    await bar.getByRole('button', { name: t.refuseAll }).click();
    await gone(bar);
    await page.reload();
    await visible(page.locator('main').getByRole('heading', { level: 1, name: spaghetti.name }), 30_000);
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    expect(eventsOf(entries)).toEqual([]);

    // The footer's "Preferenze cookie" (the footer is drawn when scrolled near): analytics on, saved —
    // the container comes at once, no reload.
    await openCookieSettings(page);
    await (await visible(page.getByRole('switch', { name: t.analyticsSwitch }))).click();
    await page.getByRole('button', { name: t.savePreferences }).click();
    await expect.poll(() => requests, { timeout: 15_000 }).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __containerRan?: boolean }).__containerRan)).toBe(true);
    expect(consentOf(entries).at(-1)).toBe('update:granted');
    expect(eventsOf(entries).map((entry) => entry.event)).toEqual(['gtm.js']);

    // Revoked from the footer: the update says denied, and the pages after it send nothing.
    await openCookieSettings(page);
    await (await visible(page.getByRole('switch', { name: t.analyticsSwitch }))).click();
    await page.getByRole('button', { name: t.savePreferences }).click();
    await expect.poll(() => consentOf(entries).at(-1)).toBe('update:denied');
    const before = entries.length;
    // To the home page in the app (its lists would send view_item_list with consent).
    await page.getByRole('navigation', { name: 'Percorso di navigazione' }).getByRole('link', { name: 'Homepage' }).click();
    await urlMatching(page, (url) => url.pathname === '/', 30_000);
    await page.waitForTimeout(2000);
    expect(eventsOf(entries.slice(before))).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});
