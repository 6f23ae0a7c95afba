import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { addFirstForPickup, openShop, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot, phoneShot } = screenshotsOf(session, 'payment');
const { spaghetti } = SEED_FIXTURES.products;

/** Texts of the checkout, invoice, gateway and order screens (it.json, the gateway's page, the status table). */
const t = {
  checkoutTitle: 'Il tuo carrello',
  needInvoice: 'Desidero la fattura',
  goToPayment: 'Vai al pagamento',
  paymentTitle: 'Pagamento',
  billingForm: 'Intestatario della fattura',
  billingNeeded: "Salva i dati di fatturazione per confermare l'ordine.",
  saveBilling: 'Salva i dati di fatturazione',
  card: 'Carta di credito online',
  terms: 'Ho letto e accetto le condizioni generali di vendita',
  confirm: 'Conferma ordine',
  gatewayTitle: 'Gateway di pagamento di prova',
  cardNumber: 'Numero della carta',
  paymentFailed: 'Il pagamento non è andato a buon fine',
  thanks: (orderId: number) => `Grazie! L'ordine ${orderId} è stato ricevuto.`,
  myOrders: 'I miei ordini',
  openOrder: (orderId: number) => `Apri l'ordine ${orderId}`,
  orderHeading: (orderId: number) => `Ordine n. ${orderId}`,
  payAgain: 'Paga ora',
  completePayment: 'Pagamento da completare',
  ordered: 'Ordinato',
  billingTitle: 'Dati di fatturazione',
  deleteAccount: 'Elimina account',
  deleteQuestion: "Eliminare l'account?",
  deleteForever: 'Elimina definitivamente',
  wrongPassword: 'La password attuale non è corretta.',
  accountDeleted: 'Il tuo account è stato eliminato.',
} as const;

/** The test gateway's cards (decision 0008). */
const cards = { declined: '4000 0000 0000 0002', authorised: '4242 4242 4242 4242' };

/** On the test gateway's page: types the card and pays. */
async function payOnGateway(page: Page, cardNumber: string) {
  await urlMatching(page, (url) => url.pathname.startsWith('/ebsn/api/payment-gateway/test/'), 30_000);
  await visible(page.getByText(t.gatewayTitle).first(), 30_000);
  await page.getByLabel(t.cardNumber).fill(cardNumber);
  await page.getByRole('button', { name: /^Paga / }).click();
}

describe('online payment and invoice', () => {
  test('a shopper asks for an invoice, saves the billing data, pays by card: declined, then paid again from the order and authorised; then deletes the account', async () => {
    const page = session.page;
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Elena');
    await openShop(page, `/product/${spaghetti.slug}`);
    await loginFromNavbar(page, shopper);

    // A product, picked up at Bergamo Borgo Palazzo (warehouse 89, which offers the invoice), the first free slot.
    await addFirstForPickup(page, spaghetti.name, 'Bergamo Borgo Palazzo');

    // /checkout: the invoice switch of warehouse 89.
    await openShop(page, '/checkout');
    await visible(page.getByRole('heading', { level: 1, name: t.checkoutTitle }), 30_000);
    const invoice = await visible(page.getByLabel(t.needInvoice), 30_000);
    // The switch follows the cart: it turns on once the server has saved need_invoice.
    await invoice.click();
    await expect.poll(() => invoice.isChecked(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: t.goToPayment }).click();
    await urlMatching(page, (url) => url.pathname === '/payment', 30_000);

    // /payment: the billing data first — 'Conferma ordine' waits for them.
    const form = await visible(page.getByRole('group', { name: t.billingForm }), 30_000);
    await visible(page.getByText(t.billingNeeded));
    expect(await page.getByRole('button', { name: t.confirm }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('radio', { name: t.card }).check();
    await screenshot(page, 'invoice-form-desktop');
    await phoneShot(page, '/payment', (phonePage) => phonePage.getByRole('group', { name: t.billingForm }), 'invoice-form');
    await form.getByRole('textbox', { name: /Ragione sociale/ }).fill('Elena Bianchi');
    await form.getByRole('textbox', { name: /Codice fiscale/ }).fill('RSSMRA80A01H501U');
    await form.getByRole('textbox', { name: /Indirizzo di fatturazione/ }).fill('Via Pignolo');
    await form.getByRole('textbox', { name: /Civico/ }).fill('7');
    await form.getByRole('textbox', { name: /CAP/ }).fill('2412');
    await form.getByRole('textbox', { name: /Città/ }).fill('Bergamo');
    await form.getByRole('textbox', { name: /Provincia/ }).fill('BG');
    await page.getByRole('button', { name: t.saveBilling }).click();
    await visible(form.getByText('Deve contenere esattamente 5 caratteri'));
    await form.getByRole('textbox', { name: /CAP/ }).fill('24121');
    await page.getByRole('button', { name: t.saveBilling }).click();
    await visible(page.getByText('Via Pignolo 7, 24121 Bergamo (BG)'), 30_000);
    await screenshot(page, 'invoice-saved-desktop');

    // Card, declined: the error page, the order waits for its payment.
    await page.getByRole('button', { name: t.confirm }).click();
    await payOnGateway(page, cards.declined);
    const failed = await urlMatching(page, (url) => url.pathname.startsWith('/cart/payment-error/'), 30_000);
    const orderId = Number(failed.pathname.split('/').at(-1));
    expect(orderId).toBeGreaterThan(0);
    await visible(page.getByRole('heading', { level: 1, name: t.paymentFailed }), 30_000);
    await screenshot(page, 'error-desktop');
    await phoneShot(
      page,
      `/cart/payment-error/${orderId}`,
      (phonePage) => phonePage.getByRole('heading', { level: 1, name: t.paymentFailed }),
      'error',
    );

    await openShop(page, '/profile/orders');
    await visible(page.getByRole('heading', { level: 1, name: t.myOrders }), 30_000);
    const row = await visible(page.getByRole('link', { name: t.openOrder(orderId) }), 30_000);
    await expect.poll(() => row.textContent()).toContain(t.completePayment);
    await screenshot(page, 'orders-waiting-desktop');

    // From the order: pay again with the good card.
    await row.click();
    await visible(page.getByRole('heading', { level: 1, name: t.orderHeading(orderId) }), 30_000);
    const payAgain = await visible(page.getByRole('button', { name: t.payAgain }), 30_000);
    await screenshot(page, 'order-waiting-desktop');
    await phoneShot(
      page,
      `/profile/orders/${orderId}`,
      (phonePage) => phonePage.getByRole('button', { name: t.payAgain }),
      'order-waiting',
    );
    await payAgain.click();
    await payOnGateway(page, cards.authorised);
    await urlMatching(page, (url) => url.pathname === `/cart/payment-completed/${orderId}`, 30_000);
    await visible(page.getByRole('heading', { level: 1, name: t.thanks(orderId) }), 30_000);
    await screenshot(page, 'completed-desktop');

    await openShop(page, `/profile/orders/${orderId}`);
    await visible(page.getByRole('heading', { level: 1, name: t.orderHeading(orderId) }), 30_000);
    await visible(page.getByText(t.ordered, { exact: true }).first(), 30_000);
    expect(await page.getByRole('button', { name: t.payAgain }).count()).toBe(0);
    await screenshot(page, 'order-paid-desktop');
    await phoneShot(
      page,
      `/profile/orders/${orderId}`,
      (phonePage) => phonePage.getByText(t.ordered, { exact: true }).first(),
      'order-paid',
    );

    // My profile: the invoice data saved at checkout, then the account deleted (the paid order is cancelled with it).
    await openShop(page, '/profile/profile-update');
    const billing = await visible(page.getByRole('group', { name: t.billingTitle }), 30_000);
    await expect.poll(() => billing.getByRole('textbox', { name: /Ragione sociale/ }).inputValue()).toBe('Elena Bianchi');
    await phoneShot(
      page,
      '/profile/profile-update',
      (phonePage) => phonePage.getByRole('button', { name: t.deleteAccount }),
      'profile',
    );
    await page.getByRole('button', { name: t.deleteAccount }).click();
    const dialog = await visible(page.getByRole('dialog', { name: t.deleteQuestion }));
    await dialog.getByLabel(/Password/).fill('non-la-mia');
    await dialog.getByRole('button', { name: t.deleteForever }).click();
    await visible(dialog.getByText(t.wrongPassword), 30_000);
    await screenshot(page, 'delete-account-desktop');
    await dialog.getByLabel(/Password/).fill(shopper.password);
    await dialog.getByRole('button', { name: t.deleteForever }).click();
    await urlMatching(page, (url) => url.pathname === '/', 30_000);
    await visible(page.getByText(t.accountDeleted), 30_000);
    await screenshot(page, 'account-deleted-desktop');
  });
});
