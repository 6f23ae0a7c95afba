import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import {
  accountTexts,
  fillLoginForm,
  loginDialog,
  loginFromNavbar,
  navbarLoginButton,
  registerConfirmedShopper,
} from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { gone, openShop, visible } from './support/shop';
import { placePickupOrder, shopApiAs } from './support/shop-api';

const session = useBrowser();
const { screenshot } = screenshotsOf(session, 'shopper-flows');
const { spaghetti, penne } = SEED_FIXTURES.products;
const seaBream = SEED_FIXTURES.productWithOptions;
const STORE_NAME = 'Bergamo Borgo Palazzo';

/** Texts the shopper reads (apps/web/src/i18n/locales/it.json, section "flows"). */
const t = {
  add: (name: string) => `Aggiungi ${name} al carrello`,
  quantity: (name: string) => `Quantità di ${name}`,
  loginToAdd: (name: string) => `Accedi per fare la spesa: dopo l'accesso aggiungiamo ${name} al carrello.`,
  coverageTitle: 'Consegniamo a casa tua?',
  coverageYes: (cap: string) => `Sì, consegniamo a domicilio nel CAP ${cap}.`,
  coverageNo: (cap: string) => `Non consegniamo ancora a domicilio nel CAP ${cap}`,
  addressDialog: 'Scegli come ricevere la spesa',
  slotDialog: 'Scegli giorno e fascia oraria',
  slotDialogClosed: (name: string) => `${name} non è nel carrello: per aggiungerlo scegli una fascia oraria.`,
  pendingAdded: (name: string) => `${name} è nel carrello.`,
  replaces: (orderId: number, replaced: number) => `L'ordine ${orderId} sostituisce l'ordine ${replaced}, che hai modificato.`,
  replacedBy: (orderId: number) => `L'ordine ${orderId} sostituisce questo ordine, che hai modificato.`,
  thanks: (orderId: number) => `Grazie! L'ordine ${orderId} è stato ricevuto.`,
  openOrder: (orderId: number) => `Apri l'ordine ${orderId}`,
  openCart: /^Apri il carrello/,
  cartDrawer: 'Il tuo carrello',
} as const;

const main = (page: Page) => page.locator('main');
const pieces = (page: Page, name: string) => main(page).getByRole('textbox', { name: t.quantity(name) });

/** In the address dialog, pickup at the store; then the slot dialog, open. */
async function chooseStoreThenSlotDialog(page: Page): Promise<Locator> {
  const addressDialog = await visible(page.getByRole('dialog', { name: t.addressDialog }), 30_000);
  await (await visible(addressDialog.getByRole('button', { name: `Scegli ${STORE_NAME}` }))).click();
  return visible(page.getByRole('dialog', { name: t.slotDialog }), 30_000);
}

async function chooseFirstSlot(slotDialog: Locator) {
  await (await visible(slotDialog.getByRole('group').getByRole('button', { disabled: false }))).click();
  await slotDialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/**
 * The time from a click to the first frame that shows `selector` on the page, measured in the page
 * (the click event's own time stamp, a MutationObserver, then the next animation frame): no clock
 * across the DevTools protocol, so a busy machine's latency between the test and the browser does
 * not count, only what the page itself does after the tap.
 */
async function feedbackAfterClick(page: Page, target: Locator, selector: string): Promise<number> {
  await page.evaluate((wanted) => {
    const scope = window as unknown as { feedbackMs?: Promise<number> };
    scope.feedbackMs = new Promise<number>((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          const start = event.timeStamp;
          const shown = () => requestAnimationFrame(() => resolve(performance.now() - start));
          const observer = new MutationObserver(() => {
            if (!document.querySelector(wanted)) return;
            observer.disconnect();
            shown();
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        },
        { capture: true, once: true },
      );
    });
  }, selector);
  await target.click();
  return page.evaluate(() => (window as unknown as { feedbackMs: Promise<number> }).feedbackMs);
}

describe('flows that used to confuse', () => {
  test("a visitor's Aggiungi says why to log in, checks the CAP, and adds the product after the login; closing the slot dialog says so", {
    timeout: 180_000,
  }, async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Lucia');
    const page = await session.newIsolatedPage();
    await openShop(page, `/product/${spaghetti.slug}`);
    await (await visible(main(page).getByRole('button', { name: t.add(spaghetti.name) }), 30_000)).click();

    const dialog = await visible(loginDialog(page), 30_000);
    await visible(dialog.getByText(t.loginToAdd(spaghetti.name)));
    const coverage = dialog.getByRole('region', { name: t.coverageTitle });
    await coverage.getByRole('textbox', { name: 'CAP' }).fill('90121');
    await coverage.getByRole('button', { name: 'Verifica' }).click();
    await visible(coverage.getByText(t.coverageNo('90121')));
    await coverage.getByRole('textbox', { name: 'CAP' }).fill('24121');
    await coverage.getByRole('button', { name: 'Verifica' }).click();
    await visible(coverage.getByText(t.coverageYes('24121')));
    await screenshot(page, 'guest-login-desktop');

    // Logged in, the add goes on: the address, then the slot dialog, which the shopper closes first.
    await fillLoginForm(dialog.getByRole('form', { name: accountTexts.loginForm }), shopper);
    let slotDialog = await chooseStoreThenSlotDialog(page);
    await page.keyboard.press('Escape');
    await gone(slotDialog);
    await visible(page.getByText(t.slotDialogClosed(spaghetti.name)), 15_000);
    await screenshot(page, 'slot-dialog-closed-desktop');
    expect(await pieces(page, spaghetti.name).count()).toBe(0);

    // Aggiungi again: the slot dialog (the address is chosen), then the product is in the cart.
    await main(page)
      .getByRole('button', { name: t.add(spaghetti.name) })
      .click();
    slotDialog = await visible(page.getByRole('dialog', { name: t.slotDialog }), 30_000);
    await chooseFirstSlot(slotDialog);
    await expect.poll(() => pieces(page, spaghetti.name).inputValue(), { timeout: 15_000 }).toBe('1');
  });

  test('the product a visitor wanted is added once they log in, after the address and slot', { timeout: 180_000 }, async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Marta');
    const phonePage = await session.newIsolatedPage(phone);
    await openShop(phonePage, `/product/${penne.slug}`);
    await (await visible(main(phonePage).getByRole('button', { name: t.add(penne.name) }), 30_000)).click();
    const dialog = await visible(loginDialog(phonePage), 30_000);
    await visible(dialog.getByText(t.loginToAdd(penne.name)));
    await screenshot(phonePage, 'guest-login-phone');
    // The visitor closes the dialog and logs in later from the navbar: the product was kept.
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await gone(dialog);
    // Logged in, the add goes on at once: the address dialog covers the navbar (no loginFromNavbar's wait for it).
    await (await visible(navbarLoginButton(phonePage), 30_000)).click();
    await fillLoginForm((await visible(loginDialog(phonePage))).getByRole('form', { name: accountTexts.loginForm }), shopper);
    await chooseFirstSlot(await chooseStoreThenSlotDialog(phonePage));
    await visible(phonePage.getByText(t.pendingAdded(penne.name)), 15_000);
    await expect.poll(() => pieces(phonePage, penne.name).inputValue(), { timeout: 15_000 }).toBe('1');
  });

  test("the product page's option chips choose the option the add takes", { timeout: 180_000 }, async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Paolo');
    const page = await session.newIsolatedPage();
    await openShop(page, `/product/${seaBream.slug}`);
    await loginFromNavbar(page, shopper);
    const cleaning = await visible(main(page).getByRole('radiogroup', { name: 'Pulizia' }), 30_000);
    const filleted = cleaning.getByRole('radio', { name: 'Sfilettato' });
    await filleted.click();
    expect(await filleted.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'option-chips-desktop');
    await main(page)
      .getByRole('button', { name: t.add(seaBream.name) })
      .click();
    await chooseFirstSlot(await chooseStoreThenSlotDialog(page));
    // No options dialog: the chip chose.
    await visible(main(page).getByRole('group', { name: new RegExp(t.quantity(seaBream.name)) }), 30_000);
    expect(await page.getByRole('dialog', { name: 'Scegli le opzioni' }).count()).toBe(0);
    await (await visible(page.getByRole('banner').getByRole('button', { name: t.openCart }).filter({ visible: true }))).click();
    const drawer = await visible(page.getByRole('dialog', { name: t.cartDrawer }), 30_000);
    await visible(drawer.getByText(/Pulizia: Sfilettato/), 30_000);
  });

  test('an edited order says which order it replaces: thank-you page, detail and My orders', { timeout: 180_000 }, async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Giulia');
    const call = await shopApiAs(session.baseUrl, shopper);
    const first = await placePickupOrder(call, STORE_NAME, [{ productId: spaghetti.productId, quantity: 1 }]);
    await call('POST', `order/modify?order_id=${first}`);
    await call('POST', 'cart/add', { items: [{ productId: penne.productId, quantity: 1 }] });
    await call('POST', 'checkout/prepare');
    const terms = encodeURIComponent(JSON.stringify({ accept_sales_terms: true }));
    const replacement = (await call<{ orderId: number }>('POST', `checkout/buy?payment_type_id=2&payment_data=${terms}`)).orderId;

    const page = await session.newIsolatedPage();
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);
    await openShop(page, `/cart/payment-completed/${replacement}`);
    await visible(page.getByRole('heading', { level: 1, name: t.thanks(replacement) }), 30_000);
    const recap = main(page).getByRole('region', { name: "Riepilogo dell'ordine" });
    await visible(recap.getByText(t.replaces(replacement, first)), 30_000);
    await visible(recap.getByText(STORE_NAME));
    await visible(recap.getByTestId('order-recap-total'));
    await screenshot(page, 'thank-you-desktop');
    const phonePage = await session.newIsolatedPage({ ...phone, storageState: await page.context().storageState() });
    await phonePage.goto(`/cart/payment-completed/${replacement}`);
    await visible(phonePage.getByText(t.replaces(replacement, first)), 30_000);
    await screenshot(phonePage, 'thank-you-phone');

    // My orders (from the account menu): both orders, the replaced one saying which order took its place.
    await page
      .getByRole('banner')
      .getByRole('button', { name: accountTexts.userMenu(shopper.firstName) })
      .filter({ visible: true })
      .click();
    await page.getByRole('menuitem', { name: 'I miei ordini' }).click();
    await visible(page.getByRole('link', { name: t.openOrder(replacement) }), 30_000);
    const replaced = page.getByRole('link', { name: t.openOrder(first) });
    await visible(replaced.getByText(t.replacedBy(replacement)));
    await screenshot(page, 'my-orders-desktop');
    await replaced.click();
    await visible(main(page).getByText(t.replacedBy(replacement)), 30_000);
  });

  test('a tap shows something within 100 ms: the cart button and a category link', { timeout: 180_000 }, async () => {
    const page = await session.newIsolatedPage();
    const cartButton = page.getByRole('banner').getByRole('button', { name: t.openCart }).filter({ visible: true });
    const trail = page.getByRole('navigation', { name: 'Percorso di navigazione' });
    /** A fresh load of the product page (nothing of the drawer or the category screen run yet), then one measured tap. */
    const firstTap = async (target: Locator, selector: string) => {
      await openShop(page, `/product/${spaghetti.slug}`);
      await visible(trail.getByRole('link').last(), 30_000);
      return feedbackAfterClick(page, await visible(target, 30_000), selector);
    };
    // The best of three fresh loads: without the feedback a first tap on the cart showed nothing for
    // 0.8–3.6 s every time, so one tap within a frame or two shows the code path draws at once, while
    // the other four engineers' tests on these two cores may steal a frame from any single tap.
    const bestOf = async (measure: () => Promise<number>) => {
      const times = [await measure(), await measure(), await measure()];
      console.info('first visible change after a tap (ms):', times.map(Math.round).join(', '));
      return Math.min(...times);
    };
    // The cart: the drawer's code is not there yet at the first tap; its frame is drawn at once.
    const cartMs = await bestOf(() =>
      firstTap(cartButton, '[data-testid="drawer-placeholder"], [role="dialog"][aria-labelledby="drawer-cart-title"]'),
    );
    expect(cartMs).toBeLessThanOrEqual(100);
    await visible(page.getByRole('dialog', { name: t.cartDrawer }), 30_000);

    // A category of the breadcrumbs (its screen and data not loaded yet): the progress bar at once.
    const categoryMs = await bestOf(() => firstTap(trail.getByRole('link').last(), '[role="progressbar"][data-navigating]'));
    expect(categoryMs).toBeLessThanOrEqual(100);

    // Scroll restoration is per page: a page loaded in full (a confirmation link) starts at the top,
    // not where the page loaded before it was left (the footer).
    const categoryUrl = await page
      .waitForURL((url) => url.pathname.startsWith('/category/'), { timeout: 30_000 })
      .then(() => page.url());
    await page.goto(categoryUrl);
    await visible(main(page).getByRole('heading', { level: 1 }), 30_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.goto(`/product/${penne.slug}`);
    await visible(main(page).getByRole('heading', { level: 1 }), 30_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
