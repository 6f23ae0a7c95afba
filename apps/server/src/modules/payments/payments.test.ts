import { createHash } from 'node:crypto';
import { addDaysIso, getTenant, shopDateIso } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { orders, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  type CheckoutClient,
  createCheckoutTestApp,
  dataOf,
  expectAnsweredAsMissing,
  newCheckoutShopper,
  putSlotOnOpenCarts,
  refusalOf,
  roomySlot,
} from '../checkout/testing/checkout-fixtures';
import { createPaymentService } from './payment.service';
import { createPaymentTimeoutJob } from './payment-timeout-job';
import { createTestGateway } from './test-gateway';
import { renderTestGatewayPage } from './test-gateway-page';

const { penne, chickenBreast } = SEED_FIXTURES.products;
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000000000000002';
const CARD_VERIFY = '4000 0000 0000 3220';

describe('online payment: test gateway, order/payment, order/modify-payment-type, payment timeout', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const newShopper = async () => (await newCheckoutShopper(test)).client;

  /** Buys the cart with an online type: the answer's data. */
  const buyOnline = async (client: CheckoutClient, paymentTypeId: number, productIds = [penne.productId]) => {
    for (const productId of productIds) dataOf(await client.add(productId));
    dataOf(await client.prepare());
    return dataOf(await client.buy(paymentTypeId));
  };
  /** The hosted page's path (the answer's URL is absolute, on the shop's origin). */
  const pagePath = (paymentUrl: string) => new URL(paymentUrl).pathname + new URL(paymentUrl).search;
  const openPage = (paymentUrl: string) => test.app.inject({ method: 'GET', url: pagePath(paymentUrl) });
  const submit = (paymentUrl: string, form: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: pagePath(paymentUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const viewOrder = async (client: CheckoutClient, orderId: number) => dataOf(await client.get(`order/view?order_id=${orderId}`));
  const statusesOf = (order: { transactions: { transactionStatusId: number }[] }) =>
    order.transactions.map((transaction) => transaction.transactionStatusId);
  const bookedOf = async (timeslotId: number) =>
    (await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId)))[0]?.booked;
  const timeslotIdOf = async (orderId: number) =>
    (await test.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]?.timeslotId as number;

  it('buys with a card: the order waits for payment with the pre-authorised amount and the answer names the hosted page', async () => {
    const client = await newShopper();
    dataOf(await client.add(penne.productId));
    dataOf(await client.add(chickenBreast.productId));
    const prebilled = dataOf(await client.get('checkout/prebilled-amount?payment_type_id=12'));
    dataOf(await client.prepare());
    const answer = await client.buy(12);
    const data = dataOf(answer);
    expect(answer.json().response.infosMessage[0]).toEqual({
      code: 'msg.payment.pending',
      description: `Completa il pagamento dell'ordine ${data.orderId} nella pagina del gateway.`,
    });
    expect(data.paymentUrl).toMatch(/^http:\/\/localhost(:\d+)?\/ebsn\/api\/payment-gateway\/test\/\d+\?ref=[\w-]{24}$/);
    expect(data.order).toMatchObject({ orderStatusId: 1, paymentTypeId: 12, preauthorisedCents: prebilled.prebilledAmountCents });
    expect(prebilled.prebilledAmountCents).toBeGreaterThan(prebilled.totalCents);
    expect(data.order.transactions).toEqual([
      expect.objectContaining({
        transactionStatusId: 1,
        transactionPaymentTypeId: 1,
        amountCents: prebilled.prebilledAmountCents,
      }),
    ]);
    // A repeated buy answers the same order and the same hosted page.
    expect(dataOf(await client.buy(12))).toMatchObject({ orderId: data.orderId, paymentUrl: data.paymentUrl });

    const page = await openPage(data.paymentUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Gateway di pagamento di prova</title>');
    expect(page.body).toContain(`Ordine n. <strong>${data.orderId}</strong>`);
    const amount = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(
      prebilled.prebilledAmountCents / 100,
    );
    expect(page.body).toContain(`Importo da autorizzare: <strong>${amount}</strong>`);
    for (const card of [CARD_OK, '4000 0000 0000 0002', CARD_VERIFY]) expect(page.body).toContain(card);
    expect(page.body).toContain('Annulla il pagamento');
    // Its one style sheet is allowed by its hash: no inline script or style runs on a payment page, nor can it be framed.
    const policy = String(page.headers['content-security-policy']);
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(sheet).digest('base64')}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('authorises a card: the order is placed (3), the transaction authorised (2), then confirmed by mail; paying again answers 409', async () => {
    const { client, ...shopper } = await newCheckoutShopper(test);
    const { orderId, paymentUrl } = await buyOnline(client, 113);
    // Not confirmed while it waits for payment.
    expect(test.smtp.unclaimed(shopper.email)).toHaveLength(0);
    const paid = await submit(paymentUrl, { action: 'pay', cardNumber: CARD_OK });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/cart/payment-completed/${orderId}`);
    const order = await viewOrder(client, orderId);
    expect(order.orderStatusId).toBe(3);
    expect(statusesOf(order)).toEqual([2]);
    const mail = await test.smtp.nextMail(shopper.email);
    expect(mail.subject).toBe(`Buonmercato: abbiamo ricevuto l'ordine ${orderId}`);

    expect(refusalOf(await client.post(`order/payment?order_id=${orderId}`), 409)).toEqual({
      code: 'errors.order.alreadyPaid',
      description: 'Questo ordine è già stato pagato: non serve pagarlo di nuovo.',
    });
    expect(refusalOf(await client.post(`order/modify-payment-type?order_id=${orderId}&payment_type_id=2`), 409).code).toBe(
      'errors.order.alreadyPaid',
    );
    // The page submitted again (back button, double click) authorises nothing more.
    const again = await submit(paymentUrl, { action: 'pay', cardNumber: CARD_OK });
    expect(again.headers.location).toBe(`/cart/payment-completed/${orderId}`);
    expect((await openPage(paymentUrl)).headers.location).toBe(`/cart/payment-completed/${orderId}`);
    expect(statusesOf(await viewOrder(client, orderId))).toEqual([2]);
    expect(test.smtp.unclaimed(shopper.email)).toHaveLength(0);
  });

  it('a declined card leaves the order suspended; order/payment opens a new page where the second step authorises it', async () => {
    const client = await newShopper();
    const { orderId, paymentUrl } = await buyOnline(client, 12);
    const declined = await submit(paymentUrl, { action: 'pay', cardNumber: CARD_DECLINED });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/cart/payment-error/${orderId}`);
    let order = await viewOrder(client, orderId);
    expect(order.orderStatusId).toBe(2);
    expect(statusesOf(order)).toEqual([0]);

    const retry = await client.post('order/payment', { order_id: orderId });
    const retried = dataOf(retry);
    expect(retried.paymentUrl).not.toBe(paymentUrl);
    expect(retry.json().response.infosMessage[0].code).toBe('msg.payment.pending');
    expect(statusesOf(retried.order)).toEqual([0, 1]);
    // The old page is spent: it leads to the error page.
    expect((await openPage(paymentUrl)).headers.location).toBe(`/cart/payment-error/${orderId}`);

    const step = await submit(retried.paymentUrl, { action: 'pay', cardNumber: CARD_VERIFY });
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Codice di verifica');
    expect((await openPage(retried.paymentUrl)).body).toContain('Codice di verifica');
    const verified = await submit(retried.paymentUrl, { action: 'verify', code: '123456' });
    expect(verified.headers.location).toBe(`/cart/payment-completed/${orderId}`);
    order = await viewOrder(client, orderId);
    expect(order.orderStatusId).toBe(3);
    expect(statusesOf(order)).toEqual([0, 2]);
  });

  it('a wrong verification code declines; cancel on the page cancels the transaction; the order stays suspended', async () => {
    const client = await newShopper();
    const { orderId, paymentUrl } = await buyOnline(client, 12);
    expect((await submit(paymentUrl, { action: 'verify', code: '123456' })).headers.location).toBe(
      `/cart/payment-error/${orderId}`,
    );
    const { paymentUrl: second } = dataOf(await client.post(`order/payment?order_id=${orderId}`));
    expect((await submit(second, { action: 'cancel' })).headers.location).toBe(`/cart/payment-error/${orderId}`);
    const order = await viewOrder(client, orderId);
    expect(order.orderStatusId).toBe(2);
    expect(statusesOf(order)).toEqual([0, 5]);
  });

  it('modify-payment-type: a PayPal order moves to payment on delivery and is placed; or to a card with a new page', async () => {
    const client = await newShopper();
    const paypal = await buyOnline(client, 13);
    expect(paypal.order.preauthorisedCents).toBeNull();
    expect(paypal.order.transactions[0]).toMatchObject({
      transactionPaymentTypeId: 13,
      amountCents: paypal.order.grossTotalCents,
    });
    expect((await openPage(paypal.paymentUrl)).body).toContain('PayPal (prova)');
    // The original client sends user_payment_auth_id even without a saved card: empty, it is absent.
    const changed = await client.post(
      `order/modify-payment-type?order_id=${paypal.orderId}&payment_type_id=2&user_payment_auth_id=`,
    );
    const data = dataOf(changed);
    expect(data.paymentUrl).toBeUndefined();
    expect(data.order).toMatchObject({ orderStatusId: 3, paymentTypeId: 2, preauthorisedCents: null });
    expect(
      data.order.transactions.map((row: { transactionStatusId: number; transactionPaymentTypeId: number }) => [
        row.transactionStatusId,
        row.transactionPaymentTypeId,
      ]),
    ).toEqual([
      [5, 13],
      [1, 2],
    ]);
    expect(changed.json().response.infosMessage[0].description).toBe(
      `Il tipo di pagamento dell'ordine ${paypal.orderId} è stato cambiato.`,
    );
    expect(refusalOf(await client.post(`order/payment?order_id=${paypal.orderId}`), 409)).toEqual({
      code: 'errors.order.notAwaitingPayment',
      description: 'Questo ordine non è in attesa di pagamento.',
    });

    const toCard = await buyOnline(client, 13);
    const card = dataOf(await client.post('order/modify-payment-type', { order_id: toCard.orderId, payment_type_id: 12 }));
    expect(card.order).toMatchObject({ orderStatusId: 1, paymentTypeId: 12 });
    expect(card.order.preauthorisedCents).toBeGreaterThanOrEqual(card.order.grossTotalCents);
    expect(card.paymentUrl).toMatch(/payment-gateway\/test\//);
    expect((await submit(card.paymentUrl, { action: 'pay', cardNumber: CARD_OK })).headers.location).toBe(
      `/cart/payment-completed/${toCard.orderId}`,
    );
    expect(
      refusalOf(await client.post(`order/modify-payment-type?order_id=${toCard.orderId}&payment_type_id=11`), 409).code,
    ).toBe('errors.checkout.paymentTypeUnavailable');
    expect(refusalOf(await client.post(`order/modify-payment-type?order_id=${toCard.orderId}`), 400).description).toBe(
      'Campo obbligatorio',
    );
  });

  it("answers another shopper's order as a missing one (404), a page link without its reference 404, a login 401", async () => {
    const owner = await newShopper();
    const { orderId, paymentUrl } = await buyOnline(owner, 12);
    const other = await newShopper();
    expectAnsweredAsMissing(
      await other.post(`order/payment?order_id=${orderId}`),
      await other.post('order/payment?order_id=99999999'),
    );
    expectAnsweredAsMissing(
      await other.post(`order/modify-payment-type?order_id=${orderId}&payment_type_id=2`),
      await other.post('order/modify-payment-type?order_id=99999999&payment_type_id=2'),
    );
    expect(refusalOf(await owner.post('order/payment?order_id=99999999'), 404).code).toBe('errors.order.notFound');
    expect(refusalOf(await owner.post('order/payment'), 400).description).toBe('Campo obbligatorio');
    const forged = paymentUrl.replace(/ref=.*/, 'ref=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect((await openPage(forged)).statusCode).toBe(404);
    expect((await submit(forged, { action: 'pay', cardNumber: CARD_OK })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'POST', url: `/ebsn/api/order/payment?order_id=${orderId}` })).statusCode).toBe(401);
    expect((await viewOrder(owner, orderId)).orderStatusId).toBe(1);
  });

  it('the job cancels an order left unpaid past PAYMENT_TIMEOUT_MINUTES and gives its slot place back', async () => {
    const client = await newShopper();
    const { orderId } = await buyOnline(client, 12);
    const timeslotId = await timeslotIdOf(orderId);
    const bookedWithOrder = await bookedOf(timeslotId);
    let clock = Date.now() + 29 * 60_000;
    const payments = createPaymentService(test.db, {
      gateway: createTestGateway(),
      tenant: getTenant('buonmercato'),
      timeoutMinutes: 30,
      now: () => new Date(clock),
    });
    const job = createPaymentTimeoutJob(payments, test.app.log);
    expect(await job.runOnce()).not.toContain(orderId);
    expect((await viewOrder(client, orderId)).orderStatusId).toBe(1);

    clock += 2 * 60_000;
    const cancelled = await job.runOnce();
    expect(cancelled).toContain(orderId);
    const order = await viewOrder(client, orderId);
    expect(order.orderStatusId).toBe(10);
    expect(statusesOf(order)).toEqual([5]);
    // Earlier tests' unpaid orders (same shoppers' store, same slot) are cancelled too: one place back for each.
    const inSameSlot = (await Promise.all(cancelled.map(timeslotIdOf))).filter((id) => id === timeslotId).length;
    expect(await bookedOf(timeslotId)).toBe((bookedWithOrder as number) - inSameSlot);
    // A second run finds nothing more to do for it.
    expect(await job.runOnce()).not.toContain(orderId);
  });

  it('tells the shopper when a card authorisation would expire before the slot (409), leaving the cart prepared', async () => {
    const { client, ...shopper } = await newCheckoutShopper(test);
    const slot = await roomySlot(test.db, 10);
    const farDay = addDaysIso(shopDateIso(), 9);
    await test.db.update(timeslots).set({ slotDate: farDay }).where(eq(timeslots.timeslotId, slot.timeslotId));
    dataOf(await client.add(penne.productId));
    await putSlotOnOpenCarts(test.db, [shopper.userId], slot.timeslotId);
    dataOf(await client.prepare());
    const refusal = refusalOf(await client.buy(12), 409);
    expect(refusal.code).toBe('errors.payment.authorisationTooShort');
    expect(refusal.description).toMatch(
      new RegExp(
        `^L'autorizzazione sulla carta vale 7 giorni e scadrebbe prima della consegna del ${farDay.split('-').reverse().join('/')}`,
      ),
    );
    expect(dataOf(await client.buy(2)).order.orderStatusId).toBe(3);
  });

  it('captures at most the pre-authorised amount', async () => {
    const client = await newShopper();
    const { orderId, paymentUrl, order } = await buyOnline(client, 12);
    await submit(paymentUrl, { action: 'pay', cardNumber: CARD_OK });
    const payments = createPaymentService(test.db, {
      gateway: createTestGateway(),
      tenant: getTenant('buonmercato'),
      timeoutMinutes: 30,
    });
    await expect(payments.capture(orderId, order.preauthorisedCents + 1)).rejects.toMatchObject({ statusCode: 409 });
    await payments.capture(orderId, order.grossTotalCents);
    expect(statusesOf(await viewOrder(client, orderId))).toEqual([3]);
  });
});

describe('test gateway page', () => {
  it('escapes every value it shows', () => {
    const page = renderTestGatewayPage({
      transactionId: 1,
      reference: '"><script>x</script>',
      orderId: 7,
      amountCents: 1234,
      method: 'card',
      step: 'card',
      notice: '<img src=x onerror=alert(1)>',
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('Gateway di pagamento di prova');
  });
});
