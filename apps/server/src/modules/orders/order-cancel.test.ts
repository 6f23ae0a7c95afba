import { getTenant, ORDER_STATUS } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { giftCertificates, orders, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  type CheckoutClient,
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  placeOrder,
  refusalOf,
} from '../checkout/testing/checkout-fixtures';
import { createPaymentService } from '../payments/payment.service';
import { createTestGateway } from '../payments/test-gateway';
import { lockOrder } from './order.repository';
import { cancelOrder } from './order.service';

const { penne } = SEED_FIXTURES.products;

describe('cancelling an order gives back what it took; an edited order says what it replaces', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  let codes = 0;
  /** A new single-use code worth 3 €. */
  const singleUseCode = async () => {
    codes += 1;
    const code = `UNAVOLTA${codes}`;
    await test.db
      .insert(giftCertificates)
      .values({ code, description: 'Buono da 3 €', valueType: 'fixed', value: 300, maxRedemptions: 1 });
    return code;
  };
  /** The shopper's entry for a code in giftcertificate/list ('applied', 'used', 'available'), if listed. */
  const listed = async (client: CheckoutClient, code: string) =>
    (dataOf(await client.get('giftcertificate/list')).giftCertificates as { code: string; status: string }[]).find(
      (entry) => entry.code === code,
    )?.status;
  /** True when the code may be redeemed again (check answers 200, not 'used up'). */
  const redeemable = async (client: CheckoutClient, code: string) =>
    (await client.get(`cart-giftcertificate/check?code=${code}`)).statusCode === 200;
  const bookedOfOrder = async (orderId: number) => {
    const [order] = await test.db.select().from(orders).where(eq(orders.orderId, orderId));
    const [slot] = await test.db
      .select()
      .from(timeslots)
      .where(eq(timeslots.timeslotId, order?.timeslotId as number));
    return slot?.booked as number;
  };
  /** Puts the code on the cart with penne, prepares and buys with the payment type: the buy's data. */
  const buyWithCode = async (client: CheckoutClient, code: string, paymentTypeId = 2) => {
    dataOf(await client.add(penne.productId, 5));
    expect(dataOf(await client.post('cart-giftcertificate/add_code', { code })).giftTotalCents).toBe(300);
    dataOf(await client.prepare());
    return dataOf(await client.buy(paymentTypeId));
  };

  it('order/delete gives a single-use code back: usable again by anyone, the cancelled order still shows it', async () => {
    const { client } = await newCheckoutShopper(test);
    const other = await newCheckoutShopper(test);
    const code = await singleUseCode();
    const { order } = await buyWithCode(client, code);
    expect(order.giftTotalCents).toBe(300);
    expect(await listed(client, code)).toBe('used');
    expect(refusalOf(await other.client.get(`cart-giftcertificate/check?code=${code}`), 400).code).toBe(
      'errors.giftCertificate.usedUp',
    );

    dataOf(await client.post(`order/delete?order_id=${order.orderId}`));
    // No longer listed as used: the shopper's list shows codes assigned to them or on their cart or orders.
    expect(await listed(client, code)).toBeUndefined();
    dataOf(await other.client.add(penne.productId, 5));
    expect(dataOf(await other.client.get(`cart-giftcertificate/check?code=${code}`)).amountCents).toBe(300);
    // The cancelled order keeps what it was: the discount it had.
    expect(dataOf(await client.get(`order/view?order_id=${order.orderId}`))).toMatchObject({
      orderStatusId: 10,
      giftTotalCents: 300,
    });

    // Used once more by the other shopper, it is used up again: the give-back counted exactly one.
    const again = await buyWithCode(other.client, code);
    expect(again.order.giftTotalCents).toBe(300);
    expect(refusalOf(await client.get(`cart-giftcertificate/check?code=${code}`), 400).code).toBe(
      'errors.giftCertificate.usedUp',
    );
  });

  it('the payment timeout job gives the code back too', async () => {
    const { client } = await newCheckoutShopper(test);
    const code = await singleUseCode();
    const { order } = await buyWithCode(client, code, 12);
    expect(order.orderStatusId).toBe(1);
    const payments = createPaymentService(test.db, {
      gateway: createTestGateway(),
      tenant: getTenant('buonmercato'),
      timeoutMinutes: 30,
      now: () => new Date(Date.now() + 31 * 60_000),
    });
    expect(await redeemable(client, code)).toBe(false);
    expect(await payments.cancelOverdue()).toContain(order.orderId);
    expect(await redeemable(client, code)).toBe(true);
  });

  it('staff may end an order as invalidated (11) through the same cancelOrder: place and code given back', async () => {
    const { client } = await newCheckoutShopper(test);
    const code = await singleUseCode();
    const { order } = await buyWithCode(client, code);
    const booked = await bookedOfOrder(order.orderId);
    await test.db.transaction(async (tx) => {
      const row = await lockOrder(tx, order.orderId);
      if (!row) throw new Error('no order');
      await cancelOrder(tx, row, 'staff:1', ORDER_STATUS.invalidated);
    });
    expect(dataOf(await client.get(`order/view?order_id=${order.orderId}`)).orderStatusId).toBe(11);
    expect(await bookedOfOrder(order.orderId)).toBe(booked - 1);
    expect(await redeemable(client, code)).toBe(true);
  });

  it('the shopper may give up an order suspended after a card payment: cancelled, place back, transaction cancelled (5)', async () => {
    const { client } = await newCheckoutShopper(test);
    const waiting = await placeOrderByCard(client);
    expect(waiting).toMatchObject({ orderStatusId: 1, isCancellable: true });
    const booked = await bookedOfOrder(waiting.orderId);
    const cancelled = dataOf(await client.post(`order/delete?order_id=${waiting.orderId}`));
    expect(cancelled).toMatchObject({ orderStatusId: 10, isCancellable: false });
    expect(cancelled.transactions.map((t: { transactionStatusId: number }) => t.transactionStatusId)).toEqual([5]);
    expect(await bookedOfOrder(waiting.orderId)).toBe(booked - 1);

    // To be completed after a declined payment (2): cancellable as well.
    const declined = await placeOrderByCard(client);
    await test.db.update(orders).set({ orderStatusId: 2 }).where(eq(orders.orderId, declined.orderId));
    expect(dataOf(await client.post('order/delete', { order_id: declined.orderId })).orderStatusId).toBe(10);

    // Once paid by card (3), still refused.
    const paid = await placeOrderByCard(client);
    await test.db.update(orders).set({ orderStatusId: 3 }).where(eq(orders.orderId, paid.orderId));
    expect(refusalOf(await client.post(`order/delete?order_id=${paid.orderId}`), 409).code).toBe('errors.orderPaidByCard');
  });

  const placeOrderByCard = async (client: CheckoutClient) => {
    dataOf(await client.add(penne.productId));
    dataOf(await client.prepare());
    return dataOf(await client.buy(12)).order;
  };

  it("the confirmation of an edited order says which order it replaces; a first order's does not", async () => {
    const shopper = await newCheckoutShopper(test);
    const first = await placeOrder(shopper.client);
    const firstMail = await test.smtp.nextMail(shopper.email);
    expect(firstMail.text).not.toContain('sostituisce');

    dataOf(await shopper.client.post(`order/modify?order_id=${first.orderId}`));
    dataOf(await shopper.client.add(penne.productId));
    dataOf(await shopper.client.prepare());
    const { order } = dataOf(await shopper.client.buy(2));
    expect(order.replacesOrderId).toBe(first.orderId);
    const mail = await test.smtp.nextMail(shopper.email);
    expect(mail.subject).toBe(`Buonmercato: abbiamo ricevuto l'ordine ${order.orderId}`);
    expect(mail.text).toContain(`L'ordine ${order.orderId} sostituisce l'ordine ${first.orderId}, che è stato annullato.`);
    expect(mail.html).toContain(`L&#39;ordine ${order.orderId} sostituisce l&#39;ordine ${first.orderId}`);
  });
  describe('order/modify carries the gift certificates', () => {
    /** An order of penne with the fixed 5 € code and a new single-use 3 € code: the order and the single-use code. */
    const orderWithCodes = async (client: CheckoutClient) => {
      const code = await singleUseCode();
      dataOf(await client.add(penne.productId, 10));
      dataOf(await client.post('cart-giftcertificate/add_code', { code: SEED_FIXTURES.giftCodes.fixed }));
      expect(dataOf(await client.post('cart-giftcertificate/add_code', { code })).giftTotalCents).toBe(800);
      dataOf(await client.prepare());
      const { order } = dataOf(await client.buy(2));
      expect(order.giftTotalCents).toBe(800);
      return { order, code };
    };
    const codesOf = (cart: { orderAdjustmentSummary: { orderAdjustments: { giftCertificate: { code: string } }[] } }) =>
      cart.orderAdjustmentSummary.orderAdjustments.map((adjustment) => adjustment.giftCertificate.code).sort();

    it('the edit shows the discount; bought, the new order keeps it and the single-use code stays used up', async () => {
      const { client } = await newCheckoutShopper(test);
      const other = await newCheckoutShopper(test);
      const { order, code } = await orderWithCodes(client);

      const editing = dataOf(await client.post(`order/modify?order_id=${order.orderId}`));
      // Not refused as used up by the very order the edit replaces.
      expect(editing.giftTotalCents).toBe(800);
      expect(codesOf(editing)).toEqual([SEED_FIXTURES.giftCodes.fixed, code].sort());
      // Still spent for everyone else meanwhile.
      expect(refusalOf(await other.client.get(`cart-giftcertificate/check?code=${code}`), 400).code).toBe(
        'errors.giftCertificate.usedUp',
      );

      dataOf(await client.prepare());
      const bought = dataOf(await client.buy(2)).order;
      expect(bought).toMatchObject({ replacesOrderId: order.orderId, giftTotalCents: 800 });
      expect(dataOf(await client.get(`order/view?order_id=${order.orderId}&show_replaced=true`)).orderStatusId).toBe(10);
      // Moved to the new order, not given back: used once, so used up for the shopper and for others.
      expect(await listed(client, code)).toBe('used');
      expect(await redeemable(client, code)).toBe(false);
      dataOf(await other.client.add(penne.productId, 10));
      expect(await redeemable(other.client, code)).toBe(false);
    });

    it('abandoning the edit (order/modify-cancel) leaves the order as it was, with its discount', async () => {
      const { client } = await newCheckoutShopper(test);
      const other = await newCheckoutShopper(test);
      const { order, code } = await orderWithCodes(client);
      const before = dataOf(await client.get(`order/view?order_id=${order.orderId}`));

      expect(dataOf(await client.post(`order/modify?order_id=${order.orderId}`)).giftTotalCents).toBe(800);
      const back = dataOf(await client.post('order/modify-cancel'));
      expect(back.giftTotalCents).toBe(0);
      expect(dataOf(await client.get(`order/view?order_id=${order.orderId}`))).toEqual(before);
      expect(before.giftTotalCents).toBe(800);
      expect(await listed(client, code)).toBe('used');
      dataOf(await other.client.add(penne.productId, 10));
      expect(await redeemable(other.client, code)).toBe(false);
    });
  });
});
