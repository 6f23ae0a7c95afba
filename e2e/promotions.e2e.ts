import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoStaffAccount } from '../apps/server/src/db/seed/demo-staff-account';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { callFromPage, loginFromNavbar, mailsTo, registerConfirmedShopper } from './support/accounts';
import { desktop, useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { addFirstForPickup, openShop, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot, phoneShot } = screenshotsOf(session, 'promotions');
const { spaghetti } = SEED_FIXTURES.products;

/** Texts of the promotion (the domain's promotion texts, apps/web/src/i18n/locales/it.json). */
const t = {
  plus: `Aumenta la quantità di ${spaghetti.name}`,
  hint: 'Aggiungi 1 pezzo per avere il 3x2.',
  gained: '3x2 applicato: −1,19 €.',
  applied: '3x2 applicato: −1,19 €',
  meaning: 'Prendi 3, paghi 2',
  example: 'Per esempio: 3 pezzi a 2,38 € invece di 3,57 €',
  savings: 'Risparmi con le promozioni',
  openCart: /^Apri il carrello/,
  cartDrawer: 'Il tuo carrello',
  summary: 'Riepilogo del carrello',
  goToPayment: 'Vai al pagamento',
  terms: 'Ho letto e accetto le condizioni generali di vendita',
  confirm: 'Conferma ordine',
} as const;

/** Text with the no-break spaces of Intl's euro amounts made plain. */
const plainSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** The amount beside a label of a summary ('Totale' → '2,38 €'). */
async function amountBeside(scope: Locator, label: string): Promise<string> {
  const row = scope.locator('div', { has: scope.page().getByText(label, { exact: true }) });
  return plainSpaces(await row.last().locator('dd').textContent());
}

async function plusOnce(page: Page, expected: string) {
  await page.locator('main').getByRole('button', { name: t.plus }).click();
  const pieces = page.locator('main').getByRole('textbox', { name: `Quantità di ${spaghetti.name}` });
  await expect.poll(() => pieces.inputValue(), { timeout: 15_000 }).toBe(expected);
}

describe('promotions', () => {
  test('3 pieces of a 3x2: the toasts, "3x2 applicato" and the saving in the drawer, and the same total at checkout, in the order and in its e-mail', async () => {
    const page = session.page;
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Paola');
    await openShop(page, `/product/${spaghetti.slug}`);
    await loginFromNavbar(page, shopper);

    // The product page says the mechanic, what it means and what it is worth.
    const main = page.locator('main');
    await visible(main.getByText(t.meaning, { exact: true }), 30_000);
    expect(plainSpaces(await main.getByText(/^Per esempio:/).textContent())).toBe(t.example);

    // The tiles of the pasta on offer say each mechanic and what it means, on a phone too.
    await phoneShot(page, '/category/pasta-e-riso?promo=true', (phonePage) => phonePage.locator('.promo-badge').first(), 'tiles');

    // One, two (a toast says one more gives the 3x2), three (a toast says it applies).
    await addFirstForPickup(page, spaghetti.name, 'Bergamo Borgo Palazzo');
    await plusOnce(page, '2');
    await visible(page.getByText(t.hint, { exact: true }), 15_000);
    await plusOnce(page, '3');
    await visible(page.getByText(/^3x2 applicato: −1,19\s€\.$/), 15_000);
    await screenshot(page, 'product-desktop');

    // The drawer: the line says which promotion applied and what it saved; the summary the savings.
    await (await visible(page.getByRole('banner').getByRole('button', { name: t.openCart }).filter({ visible: true }))).click();
    const drawer = await visible(page.getByRole('dialog', { name: t.cartDrawer }), 30_000);
    const applied = await visible(drawer.locator('.applied-promotion'), 30_000);
    expect(plainSpaces(await applied.textContent())).toBe(t.applied);
    const summary = drawer.getByRole('region', { name: t.summary });
    expect(await amountBeside(summary, t.savings)).toBe('1,19 €');
    expect(await amountBeside(summary, 'Subtotale')).toBe('2,38 €');
    const drawerTotal = await amountBeside(summary, 'Totale');
    await screenshot(page, 'drawer-desktop');
    await phoneShot(page, '/checkout', (phonePage) => phonePage.locator('main .applied-promotion'), 'checkout');

    // Checkout: the same total; paid on delivery.
    await openShop(page, '/checkout');
    const checkoutSummary = await visible(page.locator('main').getByRole('region', { name: t.summary }), 30_000);
    expect(await amountBeside(checkoutSummary, 'Totale')).toBe(drawerTotal);
    await screenshot(page, 'checkout-desktop');
    await page.getByRole('button', { name: t.goToPayment }).click();
    await urlMatching(page, (url) => url.pathname === '/payment', 30_000);
    await (await visible(page.getByRole('checkbox', { name: t.terms }), 30_000)).check();
    await page.getByRole('button', { name: t.confirm }).click();
    const completed = await urlMatching(page, (url) => url.pathname.startsWith('/cart/payment-completed/'), 30_000);
    const orderId = Number(completed.pathname.split('/').at(-1));

    // The order: the same total and line, as the API and the order's page show it; the e-mail says both.
    const { data: order } = await callFromPage<{ grossTotalCents: number; promotionDiscountCents: number }>(
      page,
      `/ebsn/api/order/view?order_id=${orderId}`,
    );
    const orderTotal = `${(order.grossTotalCents / 100).toFixed(2).replace('.', ',')} €`;
    expect(orderTotal).toBe(drawerTotal);
    expect(order.promotionDiscountCents).toBe(119);
    await openShop(page, `/profile/orders/${orderId}`);
    const detailApplied = await visible(page.locator('main .applied-promotion'), 30_000);
    expect(plainSpaces(await detailApplied.textContent())).toBe(t.applied);
    expect(await amountBeside(page.locator('main'), t.savings)).toBe('1,19 €');
    await screenshot(page, 'order-detail-desktop');
    await phoneShot(
      page,
      `/profile/orders/${orderId}`,
      (phonePage) => phonePage.locator('main .applied-promotion'),
      'order-detail',
    );

    await expect
      .poll(() => mailsTo(shopper.email).some((mail) => mail.subject.includes(String(orderId))), { timeout: 30_000 })
      .toBe(true);
    const mail = mailsTo(shopper.email).find((candidate) => candidate.subject.includes(String(orderId)));
    expect(plainSpaces(mail?.body ?? '')).toContain(orderTotal);
    expect(plainSpaces(mail?.body ?? '')).toContain('Con le promozioni hai risparmiato 1,19 €, già tolti dal totale.');

    // The back office's page of the order: the same line, saving and total.
    const staffPage = await session.newIsolatedPage(desktop);
    await openShop(staffPage, '/');
    await loginFromNavbar(staffPage, demoStaffAccount);
    await openShop(staffPage, `/admin/orders/${orderId}`);
    const staffApplied = await visible(staffPage.locator('main .applied-promotion'), 30_000);
    expect(plainSpaces(await staffApplied.textContent())).toBe(t.applied);
    const amounts = staffPage.getByRole('region', { name: "Importi dell'ordine" });
    expect(await amountBeside(amounts, t.savings)).toBe('1,19 €');
    expect(await amountBeside(amounts, 'Totale ordinato')).toBe(orderTotal);
    await screenshot(staffPage, 'back-office-desktop');
    await staffPage.close();
  });
});
