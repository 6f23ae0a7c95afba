import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { seriousViolations, smallTapTargets } from './support/accessibility';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { desktop, phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { gone, openShop, urlMatching, visible } from './support/shop';
import { placePickupOrder, preparePickupCart, shopApiAs } from './support/shop-api';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'app-version', { fullPage: false });
const { penne, spaghetti } = SEED_FIXTURES.products;
const STORE = 'Bergamo Borgo Palazzo';
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' });
const updateDialog = (page: Page) => page.getByRole('dialog', { name: 'Nuova versione disponibile' });

type VersionDocument = { version: string; lastVersion: { version: string; url: string } };

async function servedVersionDocument(): Promise<VersionDocument> {
  return (await (await fetch(`${session.baseUrl}/version.json`)).json()) as VersionDocument;
}

/**
 * Every script the page asked for has arrived: a lazy chunk still on its way when the test jumps the
 * clock forward by minutes would hit the 120 s chunk timeout and reload the page (the chunk rule).
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** The tab goes to the background (hidden) or comes back, as a browser tells the page. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hide ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** A phone browser's keyboard opening (the visual viewport half the window) or closing. */
async function setKeyboard(page: Page, open: boolean) {
  await page.evaluate((opening) => {
    const viewport = window.visualViewport as VisualViewport;
    if (opening) Object.defineProperty(viewport, 'height', { configurable: true, get: () => window.innerHeight * 0.5 });
    else delete (viewport as unknown as Record<string, unknown>).height;
    viewport.dispatchEvent(new Event('resize'));
  }, open);
}

/** The calls the page makes to `pathname` from now on. */
function countCalls(page: Page, pathname: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) count++;
  });
  return { get: () => count, reset: () => (count = 0) };
}

describe('the app layer: bottom navigation, version check, resume', () => {
  test('phone: the bottom navigation marks the current item, counts the cart and steps aside for the keyboard', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Irene');
    const call = await shopApiAs(session.baseUrl, shopper);
    const { stores } = await call<{ stores: { storeId: number; name: string }[] }>('GET', 'store-proximity/list');
    await call('GET', `store-proximity/select?store_id=${stores.find((store) => store.name === STORE)?.storeId}`);
    await call('POST', 'cart/add', { items: [{ productId: penne.productId, quantity: 3 }] });
    const page = await session.newIsolatedPage(phone);
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    const bar = await visible(navigation(page), 30_000);
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.locator('[aria-current]').count()).toBe(1);
    const cart = await visible(bar.getByRole('button', { name: /^Carrello, 1 prodotto, Totale/ }), 30_000);
    // The badge on the cart's icon, for the eye.
    await visible(cart.locator('span[aria-hidden="true"]').filter({ hasText: /^1$/ }));
    // The welcome toast sits above the bar, then goes.
    const toast = await visible(page.getByText('Ciao Irene, che bello rivederti!'));
    await page.waitForTimeout(600);
    const [toastBox, barBox] = [await toast.boundingBox(), await bar.boundingBox()];
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    await gone(toast, 10_000);
    await screenshot(page, 'bottom-navigation-phone');

    await bar.getByRole('link', { name: 'Ordini' }).click();
    await urlMatching(page, (url) => url.pathname === '/profile/orders');
    await expect.poll(() => bar.getByRole('link', { name: 'Ordini' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    await page.goto(`/category/${SEED_FIXTURES.pagedCategory.slug}`);
    await visible(bar);
    await expect.poll(() => bar.getByRole('button', { name: 'Prodotti' }).getAttribute('aria-current')).toBe('true');

    // The keyboard opens for the search box: the bar is not drawn over it; closed, the bar is back.
    await page.getByRole('combobox', { name: 'Cerca prodotti' }).first().focus();
    await setKeyboard(page, true);
    await gone(navigation(page));
    await setKeyboard(page, false);
    await visible(navigation(page));
    await page.close();
  });

  test('desktop: no bottom navigation; the update dialog in the middle of the page', async () => {
    const served = await servedVersionDocument();
    const page = await session.newIsolatedPage(desktop);
    await page.clock.install();
    await page.route('**/version.json', (route) =>
      route.fulfill({ json: { ...served, lastVersion: { ...served.lastVersion, version: `${served.lastVersion.version}.1` } } }),
    );
    await openShop(page, '/');
    await visible(page.getByRole('banner'));
    await page.waitForTimeout(500);
    expect(await navigation(page).count()).toBe(0);
    await settled(page);
    await page.clock.fastForward('10:00');
    await visible(updateDialog(page), 15_000);
    // Faded in (the screenshot would catch it half drawn).
    await page.waitForFunction(() => {
      const container = document.querySelector('.MuiDialog-container');
      return container !== null && getComputedStyle(container).opacity === '1';
    });
    await screenshot(page, 'update-dialog-desktop');
    await page.close();
  });

  test('/version.json names the build the page runs: no update dialog after 10 minutes', async () => {
    const served = await servedVersionDocument();
    expect(served.lastVersion.version).toMatch(/^\d+(\.\d+)+$/);
    expect(served.lastVersion.url).toBe(`${session.baseUrl}/app/{platform}`);
    const page = await session.newIsolatedPage(phone);
    await page.clock.install();
    const reads = countCalls(page, '/version.json');
    await openShop(page, '/');
    expect(await page.locator('meta[name="app-version"]').getAttribute('content')).toBe(served.lastVersion.version);
    await settled(page);
    await page.clock.fastForward('10:00');
    await expect.poll(reads.get).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(1000);
    expect(await updateDialog(page).count()).toBe(0);
    await page.close();
  });

  test('a newer version in /version.json: the update dialog after 10 minutes, "Aggiorna" reloads into it', async () => {
    const served = await servedVersionDocument();
    const page = await session.newIsolatedPage(phone);
    await page.clock.install();
    let reads = 0;
    await page.route('**/version.json', (route) => {
      reads++;
      return route.fulfill({
        json: { ...served, lastVersion: { ...served.lastVersion, version: `${served.lastVersion.version}.1` } },
        headers: { 'cache-control': 'no-cache' },
      });
    });
    await openShop(page, '/');
    await visible(navigation(page), 30_000);
    await settled(page);
    await page.clock.fastForward('09:00');
    await page.waitForTimeout(500);
    expect(await updateDialog(page).count()).toBe(0);
    await page.clock.fastForward('01:00');
    const dialog = await visible(updateDialog(page), 15_000);
    await visible(dialog.getByText('È disponibile una nuova versione del sito.', { exact: false }));
    await screenshot(page, 'update-dialog-phone');
    expect(await seriousViolations(page, 'update dialog')).toEqual([]);
    expect(await smallTapTargets(page, '[role="dialog"]')).toEqual([]);
    // Focus is in the dialog, on its action.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aggiorna');
    // The check has stopped: no more reads while the dialog waits.
    const readsAtDialog = reads;
    await page.clock.fastForward('30:00');
    await page.waitForTimeout(500);
    expect(reads).toBe(readsAtDialog);

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Aggiorna' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await visible(navigation(page), 30_000);
    await page.close();
  });

  test('coming back after 30 minutes reloads the shopper and the cart; sooner, the cart only', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Bruno');
    const page = await session.newIsolatedPage(phone);
    await page.clock.install();
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    const cart = countCalls(page, '/ebsn/api/cart/view');
    const user = countCalls(page, '/ebsn/api/auth/test');
    await page.waitForTimeout(1000);

    cart.reset();
    user.reset();
    await setHidden(page, true);
    await settled(page);
    await page.clock.fastForward('05:00');
    await setHidden(page, false);
    await expect.poll(cart.get).toBe(1);
    await page.waitForTimeout(1000);
    expect(user.get()).toBe(0);

    cart.reset();
    await setHidden(page, true);
    await page.clock.fastForward('31:00');
    await setHidden(page, false);
    await expect.poll(user.get).toBe(1);
    await expect.poll(cart.get).toBe(1);
    await page.close();
  });

  test('on /payment and under /cart/ coming back after hours reloads the cart only', async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Carla');
    const call = await shopApiAs(session.baseUrl, shopper);
    const orderId = await placePickupOrder(call, STORE, [{ productId: spaghetti.productId, quantity: 2 }]);
    await preparePickupCart(call, STORE, [{ productId: penne.productId, quantity: 2 }]);
    const page = await session.newIsolatedPage(phone);
    await page.clock.install();
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    const cart = countCalls(page, '/ebsn/api/cart/view');
    const user = countCalls(page, '/ebsn/api/auth/test');

    for (const pathname of ['/payment', `/cart/payment-completed/${orderId}`]) {
      await page.goto(pathname);
      await visible(page.locator('main').getByRole('heading', { level: 1 }), 30_000);
      await page.waitForTimeout(1500);
      cart.reset();
      user.reset();
      await setHidden(page, true);
      await settled(page);
      await page.clock.fastForward('03:00:00');
      await setHidden(page, false);
      await expect.poll(cart.get, { message: pathname }).toBe(1);
      await page.waitForTimeout(1000);
      expect(user.get(), pathname).toBe(0);
      expect(new URL(page.url()).pathname).toBe(pathname);
    }
    await page.close();
  });
});
