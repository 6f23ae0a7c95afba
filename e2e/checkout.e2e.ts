import { describe, expect, test } from 'vitest';
import { SEED_FIXTURES } from '../apps/server/src/db/seed/seed-fixtures';
import { loginFromNavbar, registerConfirmedShopper } from './support/accounts';
import { useBrowser } from './support/browser';
import { screenshotsOf } from './support/screenshots';
import { addFirstForPickup, gone, openShop, urlMatching, visible } from './support/shop';

const session = useBrowser();
const { screenshot, phoneShot } = screenshotsOf(session, 'checkout');
const { spaghetti } = SEED_FIXTURES.products;

/** Texts of the checkout and order screens (apps/web/src/i18n/locales/it.json, the domain's order texts). */
const t = {
  checkoutTitle: 'Il tuo carrello',
  comment: 'Note per il negozio (facoltative)',
  goToPayment: 'Vai al pagamento',
  paymentTitle: 'Pagamento',
  onDelivery: 'Pagamento alla consegna',
  paypal: 'PayPal',
  terms: 'Ho letto e accetto le condizioni generali di vendita',
  termsRequired: "Per confermare l'ordine accetta le condizioni generali di vendita.",
  confirm: 'Conferma ordine',
  thanks: (orderId: number) => `Grazie! L'ordine ${orderId} è stato ricevuto.`,
  viewOrder: "Vai al dettaglio dell'ordine",
  myOrders: 'I miei ordini',
  openOrder: (orderId: number) => `Apri l'ordine ${orderId}`,
  orderHeading: (orderId: number) => `Ordine n. ${orderId}`,
  cancel: 'Annulla ordine',
  cancelQuestion: (orderId: number) => `Vuoi annullare l'ordine ${orderId}?`,
  cancelled: (orderId: number) => `L'ordine ${orderId} è stato annullato.`,
} as const;

describe('checkout', () => {
  test('a shopper pays on delivery, sees the thank-you page, finds the order in My orders and cancels it after Sì', async () => {
    const page = session.page;
    const shopper = await registerConfirmedShopper(session.baseUrl, 'Carla');
    await openShop(page, `/product/${spaghetti.slug}`);
    await loginFromNavbar(page, shopper);

    // A product: the first plus asks for the address (a pickup store) and the slot (the first free one).
    await addFirstForPickup(page, spaghetti.name, 'Bergamo Borgo Palazzo');

    // /checkout: the line, a comment, on to /payment.
    await openShop(page, '/checkout');
    await visible(page.getByRole('heading', { level: 1, name: t.checkoutTitle }), 30_000);
    await visible(page.locator('main').getByRole('link', { name: spaghetti.name, exact: true }));
    await page.getByRole('textbox', { name: t.comment }).fill('Suonare al citofono 3');
    await screenshot(page, 'checkout-desktop');
    await phoneShot(page, '/checkout', (phonePage) => phonePage.getByRole('button', { name: t.goToPayment }), 'checkout');
    await page.getByRole('button', { name: t.goToPayment }).click();
    await urlMatching(page, (url) => url.pathname === '/payment', 30_000);
    await visible(page.getByRole('heading', { level: 1, name: t.paymentTitle }), 30_000);
    await visible(page.getByText('Suonare al citofono 3'));
    expect(
      await page
        .locator('main')
        .getByRole('button', { name: /^Modifica/ })
        .count(),
    ).toBe(0);

    // The terms are required; the payment types are offered, on delivery first.
    await page.getByRole('button', { name: t.confirm }).click();
    await visible(page.getByText(t.termsRequired));
    await page.getByRole('checkbox', { name: t.terms }).check();
    await visible(page.getByRole('radio', { name: t.paypal }));
    expect(await page.getByRole('radio', { name: t.onDelivery }).isChecked()).toBe(true);
    await screenshot(page, 'payment-desktop');
    await phoneShot(page, '/payment', (phonePage) => phonePage.getByRole('button', { name: t.confirm }), 'payment');

    // On delivery: the thank-you page with the order's number.
    await page.getByRole('radio', { name: t.onDelivery }).check();
    await page.getByRole('button', { name: t.confirm }).click();
    const completed = await urlMatching(page, (url) => url.pathname.startsWith('/cart/payment-completed/'), 30_000);
    const orderId = Number(completed.pathname.split('/').at(-1));
    expect(orderId).toBeGreaterThan(0);
    await visible(page.getByRole('heading', { level: 1, name: t.thanks(orderId) }), 30_000);
    await screenshot(page, 'completed-desktop');
    // The cart was read again: the fresh cart is empty.
    await expect
      .poll(
        () =>
          page
            .getByRole('banner')
            .getByRole('button', { name: /^Apri il carrello/ })
            .filter({ visible: true })
            .getAttribute('aria-label'),
        { timeout: 15_000 },
      )
      .toBe('Apri il carrello');

    // My orders lists it; its detail shows the line and the comment; cancel asks Si/No.
    await openShop(page, '/profile/orders');
    await visible(page.getByRole('heading', { level: 1, name: t.myOrders }), 30_000);
    const row = await visible(page.getByRole('link', { name: t.openOrder(orderId) }), 30_000);
    await expect.poll(() => row.textContent()).toContain('Ordinato');
    await screenshot(page, 'orders-desktop');
    await phoneShot(
      page,
      '/profile/orders',
      (phonePage) => phonePage.getByRole('link', { name: t.openOrder(orderId) }),
      'orders',
    );
    await row.click();
    await visible(page.getByRole('heading', { level: 1, name: t.orderHeading(orderId) }), 30_000);
    await visible(page.getByText(spaghetti.name, { exact: true }));
    await visible(page.getByText('Suonare al citofono 3'));
    await screenshot(page, 'order-detail-desktop');
    await phoneShot(
      page,
      `/profile/orders/${orderId}`,
      (phonePage) => phonePage.getByRole('button', { name: t.cancel }),
      'order-detail',
    );

    await page.getByRole('button', { name: t.cancel }).click();
    let question = await visible(page.getByRole('dialog').filter({ hasText: t.cancelQuestion(orderId) }));
    await question.getByRole('button', { name: 'No', exact: true }).click();
    await gone(question);
    await page.getByRole('button', { name: t.cancel }).click();
    question = await visible(page.getByRole('dialog').filter({ hasText: t.cancelQuestion(orderId) }));
    await question.getByRole('button', { name: 'Sì', exact: true }).click();
    await visible(page.getByText(t.cancelled(orderId)), 30_000);
    await visible(page.getByText('Annullato', { exact: true }));
    expect(await page.getByRole('button', { name: t.cancel }).count()).toBe(0);
    await screenshot(page, 'order-cancelled-desktop');
  });
});
