import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { accountTexts, navbarLoginButton, navbarUserButton, registerConfirmedShopper } from './support/accounts';
import { useBrowser } from './support/browser';
import { urlMatching, visible } from './support/shop';

const session = useBrowser();
const { spaghetti } = SEED_FIXTURES.products;
const STORE_NAME = 'Bergamo Borgo Palazzo';

/** Texts of the screens walked (apps/web/src/i18n/locales/it.json). */
const t = {
  acceptAllCookies: 'Accetta tutti',
  searchBox: 'Cerca prodotti',
  add: (name: string) => `Aggiungi ${name} al carrello`,
  quantity: (name: string) => `Quantità di ${name}`,
  addressDialog: 'Scegli come ricevere la spesa',
  slotDialog: 'Scegli giorno e fascia oraria',
  openCart: /^Apri il carrello, 1 prodotto/,
  cartDrawer: 'Il tuo carrello',
  goToCheckout: 'Vai alla cassa',
  goToPayment: 'Vai al pagamento',
  terms: 'Ho letto e accetto le condizioni generali di vendita',
  onDelivery: 'Pagamento alla consegna',
  confirm: 'Conferma ordine',
} as const;

/** Whether the focus is on `target` (or inside it). */
function focused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/**
 * Presses Tab (at most `limit` times) until `target` has the focus, as a shopper without a mouse
 * does; fails naming the target and where the focus stopped.
 */
async function tabTo(page: Page, target: Locator, limit = 250): Promise<void> {
  await visible(target, 30_000);
  for (let presses = 0; presses < limit; presses++) {
    if (await focused(target.first())) return;
    await page.keyboard.press('Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${limit} Tab presses did not reach ${target}; the focus is on ${at}`);
}

describe('keyboard only', () => {
  test('a shopper logs in, chooses pickup and a slot, adds a product, checks out and pays on delivery with Tab, Enter, Space and arrows', {
    timeout: 180_000,
  }, async () => {
    const { page } = session;
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Tastiera');
    await page.goto('/');

    // The cookie bar, then the login dialog: its fields are typed into, Enter sends it.
    await tabTo(page, page.getByRole('button', { name: t.acceptAllCookies }));
    await page.keyboard.press('Enter');
    await tabTo(page, navbarLoginButton(page));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: accountTexts.login });
    await tabTo(page, dialog.getByRole('textbox', { name: accountTexts.email }), 10);
    await page.keyboard.type(shopper.email);
    await tabTo(page, dialog.getByRole('textbox', { name: accountTexts.password, exact: true }), 5);
    await page.keyboard.type(shopper.password);
    await page.keyboard.press('Enter');
    const account = await visible(navbarUserButton(page, shopper.firstName), 30_000);

    // The account menu: arrows go through its entries, Escape gives the focus back to its button.
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menuitem'));
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(account)).toBe(true);

    // Search, then the product's plus: the address dialog (a pickup store), the slot dialog (the first free slot).
    await tabTo(page, page.getByRole('banner').getByRole('combobox', { name: t.searchBox }).filter({ visible: true }));
    await page.keyboard.type('spaghetti');
    await page.keyboard.press('Enter');
    await urlMatching(page, (url) => url.pathname === '/search', 30_000);
    // The focus moved to the results' heading: the next Tabs start there, not at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 15_000 }).toBe('H1');
    const add = page
      .locator('main')
      .getByRole('button', { name: t.add(spaghetti.name) })
      .first();
    await tabTo(page, add, 100);
    await page.keyboard.press('Enter');
    const addressDialog = await visible(page.getByRole('dialog', { name: t.addressDialog }), 30_000);
    await tabTo(page, addressDialog.getByRole('button', { name: `Scegli ${STORE_NAME}` }), 40);
    await page.keyboard.press('Enter');
    const slotDialog = await visible(page.getByRole('dialog', { name: t.slotDialog }), 30_000);
    await tabTo(page, slotDialog.getByRole('group').getByRole('button', { disabled: false }).first(), 40);
    await page.keyboard.press('Space');
    await slotDialog.waitFor({ state: 'hidden', timeout: 30_000 });
    // The focus is back on the page (the plus became the quantity field, or the page's heading), not on the body.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body), { timeout: 15_000 }).toBe(true);
    const pieces = page
      .locator('main')
      .getByRole('textbox', { name: t.quantity(spaghetti.name) })
      .first();
    await expect.poll(() => pieces.inputValue(), { timeout: 15_000 }).toBe('1');

    // The cart drawer, the checkout, the payment: the terms ticked with Space, paid on delivery.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: t.openCart }).filter({ visible: true }));
    await page.keyboard.press('Enter');
    const drawer = await visible(page.getByRole('dialog', { name: t.cartDrawer }), 30_000);
    await tabTo(
      page,
      drawer.getByRole('link', { name: t.goToCheckout }).or(drawer.getByRole('button', { name: t.goToCheckout })),
      60,
    );
    await page.keyboard.press('Enter');
    await urlMatching(page, (url) => url.pathname === '/checkout', 30_000);
    await tabTo(page, page.getByRole('button', { name: t.goToPayment }), 80);
    await page.keyboard.press('Enter');
    await urlMatching(page, (url) => url.pathname === '/payment', 30_000);
    await tabTo(page, page.getByRole('checkbox', { name: t.terms }), 80);
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: t.terms }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: t.onDelivery }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: t.confirm }), 40);
    await page.keyboard.press('Enter');

    const completed = await urlMatching(page, (url) => url.pathname.startsWith('/cart/payment-completed/'), 30_000);
    const orderId = Number(completed.pathname.split('/').at(-1));
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(`${orderId}`) }), 30_000);
  });
});
