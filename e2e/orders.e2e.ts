import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { phone, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { confirmPayingOnDelivery, gone, openShop, urlMatching, visible } from './support/shop';
import { placePickupOrder, type ShopCall, shopApiAs } from './support/shop-api';

const session = useBrowser();
const { screenshot, phoneShot } = screenshotsOf(session, 'orders');
const { spaghetti, penne } = SEED_FIXTURES.products;
/** The pickup store of the orders: a pickup offers the parking reservation. */
const STORE_NAME = 'Bergamo Borgo Palazzo';

/** Texts of the cart, checkout and order screens (apps/web/src/i18n/locales/it.json, the domain's order texts). */
const t = {
  openCart: /^Apri il carrello/,
  cartDrawer: 'Il tuo carrello',
  continueShopping: 'Continua gli acquisti',
  checkoutTitle: 'Il tuo carrello',
  goToPayment: 'Vai al pagamento',
  terms: 'Ho letto e accetto le condizioni generali di vendita',
  confirm: 'Conferma ordine',
  openOrder: (orderId: number) => `Apri l'ordine ${orderId}`,
  orderHeading: (orderId: number) => `Ordine n. ${orderId}`,
  reorder: 'Aggiungi di nuovo al carrello',
  edit: 'Modifica ordine',
  editQuestion: (orderId: number) => `Vuoi modificare l'ordine ${orderId}?`,
  editing: (orderId: number) => `Stai modificando l'ordine N° ${orderId}`,
  abandon: 'Annulla modifiche',
  abandonQuestion: 'Vuoi annullare le modifiche?',
  abandoned: (orderId: number) => `Modifiche annullate: l'ordine ${orderId} resta com'era`,
  parking: 'Prenota il parcheggio',
  parkingReserved: (orderId: number) => `Parcheggio prenotato per l'ordine ${orderId}`,
  replaces: (orderId: number, replaced: number) => `L'ordine ${orderId} sostituisce l'ordine ${replaced}, che hai modificato.`,
  replacedBy: (orderId: number) => `L'ordine ${orderId} sostituisce questo ordine, che hai modificato.`,
  cancel: 'Annulla ordine',
  cancelQuestion: (orderId: number) => `Vuoi annullare l'ordine ${orderId}?`,
  cancelled: (orderId: number) => `L'ordine ${orderId} è stato annullato.`,
  editCancelled: (orderId: number) =>
    `Le modifiche all'ordine ${orderId} sono state annullate e non sono state confermate: il carrello è di nuovo quello di prima.`,
} as const;

const main = (page: Page) => page.locator('main');

/** From /checkout to the thank-you page, paying on delivery: the placed order's number. */
async function buyOnDelivery(page: Page, shot?: string): Promise<number> {
  await openShop(page, '/checkout');
  await visible(page.getByRole('heading', { level: 1, name: t.checkoutTitle }), 30_000);
  const goToPayment = await visible(page.getByRole('button', { name: t.goToPayment, disabled: false }), 30_000);
  if (shot) await screenshot(page, `${shot}-desktop`);
  await goToPayment.click();
  return confirmPayingOnDelivery(page);
}

async function openCart(page: Page): Promise<Locator> {
  await (await visible(page.getByRole('banner').getByRole('button', { name: t.openCart }).filter({ visible: true }))).click();
  return drawerOf(page);
}

async function closeDrawer(drawer: Locator) {
  await drawer.getByRole('button', { name: t.continueShopping }).click();
  await gone(drawer);
}

async function drawerOf(page: Page): Promise<Locator> {
  const drawer = await visible(page.getByRole('dialog', { name: t.cartDrawer }), 30_000);
  await visible(drawer.getByRole('button', { name: t.continueShopping }), 30_000);
  return drawer;
}

/** The products' names in the drawer's lines. */
async function drawerProducts(drawer: Locator): Promise<string[]> {
  const names = await drawer.getByRole('listitem').getByRole('link').allTextContents();
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort();
}

async function openOrder(page: Page, orderId: number) {
  await openShop(page, `/profile/orders/${orderId}`);
  await visible(page.getByRole('heading', { level: 1, name: t.orderHeading(orderId) }), 30_000);
}

/** Waits for a dialog's opening animation to end (a screenshot taken during it shows it half faded). */
async function settled(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length), { timeout: 5_000 })
    .toBe(0);
}

async function answer(page: Page, question: string, choice: 'Sì' | 'No') {
  const dialog = await visible(page.getByRole('dialog').filter({ hasText: question }));
  await dialog.getByRole('button', { name: choice, exact: true }).click();
  await gone(dialog);
}

describe('orders', () => {
  test('a shopper edits an order (buying replaces it), gives up a second edit, reserves parking and cancels another order', {
    timeout: 240_000,
  }, async () => {
    const page = session.page;
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Elena');
    // Two pickup orders paid on delivery, placed through the shop's calls (checkout has its own scenario).
    const call = await shopApiAs(session.baseUrl, shopper);
    const first = await placePickupOrder(call, STORE_NAME, [{ productId: spaghetti.productId, quantity: 1 }]);
    const second = await placePickupOrder(call, STORE_NAME, [{ productId: penne.productId, quantity: 1 }]);
    await openShop(page, '/');
    await loginFromNavbar(page, shopper);

    // The first order's detail: edit (No first, then Si) puts its products in the cart, which opens.
    await openOrder(page, first);
    await visible(page.getByRole('button', { name: t.parking }));
    await screenshot(page, 'detail-desktop');
    await phoneShot(page, `/profile/orders/${first}`, (phonePage) => phonePage.getByRole('button', { name: t.edit }), 'detail');
    await page.getByRole('button', { name: t.edit }).click();
    await answer(page, t.editQuestion(first), 'No');
    await page.getByRole('button', { name: t.edit }).click();
    await answer(page, t.editQuestion(first), 'Sì');
    let drawer = await drawerOf(page);
    await visible(drawer.getByText(t.editing(first)));
    expect(await drawerProducts(drawer)).toEqual([spaghetti.name]);
    await screenshot(page, 'editing-drawer-desktop');
    await closeDrawer(drawer);

    // A product more in the edit (the second order's, added again from its detail), then the edit is
    // bought: a new order replaces the first.
    await openOrder(page, second);
    await page.getByRole('button', { name: t.reorder }).click();
    drawer = await drawerOf(page);
    await visible(drawer.getByText(t.editing(first)));
    await expect.poll(() => drawerProducts(drawer), { timeout: 15_000 }).toEqual([penne.name, spaghetti.name].sort());
    await closeDrawer(drawer);
    await phoneShot(page, '/checkout', (phonePage) => phonePage.getByText(t.editing(first)), 'editing-checkout');
    const replacement = await buyOnDelivery(page, 'editing-checkout');
    expect(replacement).toBeGreaterThan(second);
    await openOrder(page, replacement);
    await visible(main(page).getByText(t.replaces(replacement, first)));
    await visible(main(page).getByText(penne.name, { exact: true }));
    await visible(main(page).getByText(spaghetti.name, { exact: true }));
    await screenshot(page, 'replacement-desktop');

    // My orders: the new order, the second, and the replaced one (show_replaced) saying which order replaces it.
    await openShop(page, '/profile/orders');
    await visible(page.getByRole('link', { name: t.openOrder(replacement) }), 30_000);
    await visible(page.getByRole('link', { name: t.openOrder(second) }));
    await visible(page.getByRole('link', { name: t.openOrder(first) }).getByText(t.replacedBy(replacement)));
    await screenshot(page, 'list-after-edit-desktop');
    // The replaced order, still linked by its e-mail, reads cancelled and offers no change.
    await openOrder(page, first);
    await visible(page.getByText('Annullato', { exact: true }));
    expect(await page.getByRole('button', { name: t.edit }).count()).toBe(0);

    // Products in the ordinary cart, then an edit of the second order given up: the cart is back as before.
    await openOrder(page, replacement);
    await page.getByRole('button', { name: t.reorder }).click();
    drawer = await drawerOf(page);
    await expect.poll(() => drawerProducts(drawer), { timeout: 15_000 }).toEqual([penne.name, spaghetti.name].sort());
    expect(await drawer.getByText(/Stai modificando/).count()).toBe(0);
    await closeDrawer(drawer);
    await openOrder(page, second);
    await page.getByRole('button', { name: t.edit }).click();
    await answer(page, t.editQuestion(second), 'Sì');
    drawer = await drawerOf(page);
    await expect.poll(() => drawerProducts(drawer), { timeout: 15_000 }).toEqual([penne.name]);
    await drawer.getByRole('button', { name: t.abandon }).click();
    await answer(page, t.abandonQuestion, 'No');
    await visible(drawer.getByText(t.editing(second)));
    await drawer.getByRole('button', { name: t.abandon }).click();
    await answer(page, t.abandonQuestion, 'Sì');
    await visible(page.getByText(t.abandoned(second)), 30_000);
    await gone(drawer.getByText(t.editing(second)));
    await expect.poll(() => drawerProducts(drawer), { timeout: 15_000 }).toEqual([penne.name, spaghetti.name].sort());
    await screenshot(page, 'abandoned-drawer-desktop');
    await closeDrawer(drawer);
    drawer = await openCart(page);
    expect(await drawerProducts(drawer)).toEqual([penne.name, spaghetti.name].sort());
    await closeDrawer(drawer);

    // The second order is as it was: a parking place for the pickup, then cancelled after Si.
    await page.getByRole('button', { name: t.parking }).click();
    const parking = await visible(page.getByRole('dialog', { name: 'Informazione' }), 30_000);
    await visible(parking.getByText(t.parkingReserved(second)));
    await settled(parking);
    await screenshot(page, 'parking-desktop');
    await parking.getByRole('button', { name: 'Ho capito' }).click();
    await gone(parking);
    await page.getByRole('button', { name: t.cancel }).click();
    await answer(page, t.cancelQuestion(second), 'Sì');
    await visible(page.getByText(t.cancelled(second)), 30_000);
    await visible(page.getByText('Annullato', { exact: true }));
    expect(await page.getByRole('button', { name: t.edit }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t.cancel }).count()).toBe(0);
    await screenshot(page, 'cancelled-desktop');
    await phoneShot(
      page,
      `/profile/orders/${second}`,
      (phonePage) => phonePage.getByText('Annullato', { exact: true }),
      'cancelled',
    );
  });

  test('an edit given up in another tab is not confirmed: the shopper reads why and gets their own cart back', {
    timeout: 240_000,
  }, async () => {
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Giulia');
    const call = await shopApiAs(session.baseUrl, shopper);
    const orderId = await placePickupOrder(call, STORE_NAME, [{ productId: spaghetti.productId, quantity: 1 }]);
    // A context of its own: the file's shared one is logged in as the previous test's shopper.
    const desktopPage = await session.newIsolatedPage();
    await openShop(desktopPage, '/');
    await loginFromNavbar(desktopPage, shopper);
    const phonePage = await session.newIsolatedPage({ ...phone, storageState: await desktopPage.context().storageState() });
    for (const [page, name] of [
      [desktopPage, 'edit-given-up-desktop'],
      [phonePage, 'edit-given-up-phone'],
    ] as const)
      await confirmEditGivenUpElsewhere(page, call, orderId, name);
    // The order is as it was.
    expect((await call<{ orderStatusId: number }>('GET', `order/view?order_id=${orderId}`)).orderStatusId).toBe(3);
  });

  /** The order edited with one product more, /payment opened, the edit given up by another tab, then 'Conferma ordine'. */
  async function confirmEditGivenUpElsewhere(page: Page, call: ShopCall, orderId: number, shot: string) {
    await call('POST', `order/modify?order_id=${orderId}`);
    await call('POST', 'cart/add', { items: [{ productId: penne.productId, quantity: 1 }] });
    await openShop(page, '/payment');
    await visible(page.getByText(t.editing(orderId)).or(page.getByRole('checkbox', { name: t.terms })), 30_000);
    await (await visible(page.getByRole('checkbox', { name: t.terms }), 30_000)).check();
    await call('POST', 'order/modify-cancel');
    await page.getByRole('button', { name: t.confirm }).click();
    await urlMatching(page, (url) => url.pathname === '/checkout', 30_000);
    await visible(page.getByRole('alert').filter({ hasText: t.editCancelled(orderId) }), 30_000);
    await visible(page.getByRole('heading', { level: 1, name: t.checkoutTitle }));
    await gone(page.getByText(t.editing(orderId)));
    await screenshot(page, shot);
  }
});
