import { formatEuro } from '@spesa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { carts, orderLines, orders, paymentTransactions, slotReservations, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  ACCEPTED_TERMS,
  createCheckoutTestApp,
  dataOf,
  expectAnsweredAsMissing,
  newCheckoutShopper,
  placeOrder,
  putSlotOnOpenCarts,
  refusalOf,
  roomySlot,
} from './testing/checkout-fixtures';

const { penne, chickenBreast: goldenApple, eggs } = SEED_FIXTURES.products;
type Line = { product: { productId: number }; quantity: number; grossTotalCents: number };

describe('checkout: prepare, buy, cancel, prebilled-amount', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const newShopper = () => newCheckoutShopper(test);
  const liveHolds = (cartId: number) =>
    test.db
      .select()
      .from(slotReservations)
      .where(and(eq(slotReservations.cartId, cartId), eq(slotReservations.kind, 'hold'), isNull(slotReservations.releasedAt)));
  const slotRow = async (timeslotId: number) =>
    (await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId)))[0];

  it('asks for a login', async () => {
    for (const [method, url] of [
      ['POST', 'checkout/prepare'],
      ['POST', 'checkout/buy?payment_type_id=2'],
      ['POST', 'checkout/cancel'],
      ['GET', 'checkout/prebilled-amount?payment_type_id=2'],
    ] as const) {
      expect((await test.app.inject({ method, url: `/ebsn/api/${url}` })).statusCode, url).toBe(401);
    }
  });

  it('documents its routes in the OpenAPI document', async () => {
    const paths = (await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' })).json().paths;
    for (const path of [
      'checkout/prepare',
      'checkout/buy',
      'checkout/cancel',
      'checkout/prebilled-amount',
      'order/view',
      'order/list',
      'order/delete',
    ])
      expect(Object.keys(paths), path).toContain(`/ebsn/api/${path}`);
  });

  it('refuses to prepare an empty cart (409) and to buy a cart not prepared (409)', async () => {
    const { client } = await newShopper();
    expect(refusalOf(await client.prepare(), 409)).toEqual({
      code: 'errors.checkout.emptyCart',
      description: 'Il carrello è vuoto: aggiungi almeno un prodotto prima di confermare.',
    });
    expect(refusalOf(await client.buy(2), 409).code).toBe('errors.checkout.emptyCart');
    dataOf(await client.add(penne.productId));
    expect(refusalOf(await client.buy(2), 409)).toEqual({
      code: 'errors.checkout.notPrepared',
      description:
        "Il carrello non è pronto per l'ordine (è stato modificato o il tempo per confermare è scaduto): torna al checkout e conferma di nuovo.",
    });
  });

  it('places an order paid on delivery: the hold becomes the booking, the cart the order, a fresh cart keeps the address; a mail confirms it', async () => {
    const shopper = await newShopper();
    const { client } = shopper;
    dataOf(await client.add(penne.productId, 2));
    dataOf(await client.add(goldenApple.productId));
    const before = Date.now();
    const prepared = dataOf(await client.prepare());
    const cart = prepared.cart;
    expect(cart.cartItems).toHaveLength(2);
    expect(prepared.hold).toMatchObject({ cartId: cart.cartId, timeslotId: cart.timeslot.timeslotId });
    const expiresIn = new Date(prepared.hold.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 5000);
    const bookedBefore = (await slotRow(cart.timeslot.timeslotId))?.booked ?? 0;

    const answer = await client.post(
      `checkout/buy?payment_type_id=2&user_payment_auth_id=7&payment_data=${encodeURIComponent('{"note":"contanti","accept_sales_terms":true}')}`,
    );
    const data = dataOf(answer);
    const order = data.order;
    expect(data.orderId).toBe(order.orderId);
    expect(answer.json().response.infosMessage[0]).toEqual({
      code: 'msg.order.placed',
      description: `Grazie! L'ordine ${order.orderId} è stato ricevuto.`,
    });
    expect(order).toMatchObject({
      orderStatusId: 3,
      orderStatusDescr: 'Ordinato',
      isEditable: true,
      isCancellable: true,
      paymentTypeId: 2,
      paymentTypeDescr: 'Pagamento alla consegna',
      deliveryServiceId: 1,
      shippingAddress: { addressId: cart.shippingAddress.addressId, address1: 'Via Borgo Palazzo' },
      timeslot: { date: cart.timeslot.date, beginTime: cart.timeslot.beginTime, endTime: cart.timeslot.endTime },
      totalItems: 2,
      subTotalCents: cart.subTotalCents,
      packageTotalCents: cart.packageTotalCents,
      deliveryFeeCents: cart.deliveryFeeCents,
      grossTotalCents: cart.totalPriceCents,
      preauthorisedCents: null,
      finalTotalCents: null,
    });
    expect(order.orderItems.map((item: Line) => [item.product.productId, item.quantity, item.grossTotalCents])).toEqual(
      cart.cartItems.map((item: Line) => [item.product.productId, item.quantity, item.grossTotalCents]),
    );
    expect(order.orderItems[1]).toMatchObject({ weight: cart.cartItems[1].weight, delivered: null });
    expect(order.transactions).toEqual([
      expect.objectContaining({
        transactionStatusId: 1,
        transactionStatusDescr: 'In corso',
        transactionPaymentTypeId: 2,
        amountCents: cart.totalPriceCents,
      }),
    ]);
    const [transaction] = await test.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.orderId));
    expect(transaction).toMatchObject({ userPaymentAuthId: 7, paymentData: { note: 'contanti' } });

    // The slot's place is taken, the hold is the order's booking.
    expect((await slotRow(cart.timeslot.timeslotId))?.booked).toBe(bookedBefore + 1);
    const [booking] = await test.db.select().from(slotReservations).where(eq(slotReservations.orderId, order.orderId));
    expect(booking).toMatchObject({ kind: 'booking', cartId: cart.cartId, releasedAt: null });

    // The cart became the order; the shopper has a fresh empty cart at the same address.
    const [oldCart] = await test.db.select().from(carts).where(eq(carts.cartId, cart.cartId));
    expect(oldCart?.cartStatusId).toBe(1);
    const fresh = dataOf(await client.get('cart/view'));
    expect(fresh.cartId).not.toBe(cart.cartId);
    expect(fresh).toMatchObject({
      cartStatusId: 0,
      cartItems: [],
      shippingAddress: { addressId: cart.shippingAddress.addressId },
    });

    const mail = await test.smtp.nextMail(shopper.email);
    expect(mail.subject).toBe(`Buonmercato: abbiamo ricevuto l'ordine ${order.orderId}`);
    expect(mail.text).toContain(`Abbiamo ricevuto l'ordine ${order.orderId}, che prepareremo per il ritiro del `);
    expect(mail.text).toMatch(/per il ritiro del \d{2}\/\d{2}\/\d{4} tra le/);
    expect(mail.text).toContain(`/profile/orders/${order.orderId}`);
    // Loose products: the total is an estimate, and the mail says why.
    expect(mail.text).toContain(`Totale stimato: ${formatEuro(order.grossTotalCents)}`);
    expect(mail.text).toContain(
      "I prodotti sfusi e a peso variabile sono pesati durante la preparazione della spesa: l'importo finale può essere diverso dal totale stimato.",
    );
    expect(order.totalIsEstimate).toBe(true);
  });

  it('places one order when buy is repeated (a retry, a double click)', async () => {
    const shopper = await newShopper();
    const { client } = shopper;
    dataOf(await client.add(eggs.productId));
    dataOf(await client.prepare());
    const [first, second] = await Promise.all([client.buy(2), client.buy(2)]);
    const third = await client.buy(2);
    const ids = [first, second, third].map((answer) => dataOf(answer).orderId);
    expect(new Set(ids).size).toBe(1);
    const placed = await test.db.select().from(orders).where(eq(orders.userId, shopper.userId));
    expect(placed).toHaveLength(1);
    expect(await test.db.select().from(orderLines).where(eq(orderLines.orderId, ids[0]))).toHaveLength(1);
    // One confirmation only.
    await test.smtp.nextMail(shopper.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(test.smtp.unclaimed(shopper.email)).toHaveLength(0);
  });

  it('locks the prepared cart: being paid and not editable, every change refused (409) until cancel or the hold ends', async () => {
    const { client } = await newShopper();
    const cart = dataOf(await client.add(penne.productId));
    const prepared = dataOf(await client.prepare());
    const locked = { cartStatusId: 2, editable: false, paymentHoldUntil: prepared.hold.expiresAt };
    expect(prepared.cart).toMatchObject(locked);
    expect(dataOf(await client.get('cart/view'))).toMatchObject(locked);
    const beingPaid = {
      code: 'errors.cart.beingPaid',
      description:
        "Il carrello è in fase di pagamento e non si può modificare: completa l'acquisto oppure annulla il pagamento per tornare al carrello.",
    };
    const line = cart.cartItems[0];
    for (const change of [
      () => client.add(penne.productId),
      () => client.post('cart/update', { items: [{ itemId: line.itemId, quantity: 3 }] }),
      () => client.post('cart/delete', { items: [{ itemId: line.itemId }] }),
      () => client.post('cart/update-cart-info', { property: 'order_comment', value: 'Citofono rotto' }),
      () => client.post('cart/update-infos', { items: [{ itemId: line.itemId, infos: { notes: 'mature' } }] }),
      () => client.post('cart-giftcertificate/add_code', { code: SEED_FIXTURES.giftCodes.fixed }),
    ]) {
      expect(refusalOf(await change(), 409)).toEqual(beingPaid);
    }
    // Nothing changed and the place is still held: buy places the cart as it was prepared.
    expect(await liveHolds(cart.cartId)).toHaveLength(1);
    expect(dataOf(await client.get('cart/view')).cartItems).toEqual(cart.cartItems);

    const cancelled = await client.post('checkout/cancel');
    expect(dataOf(cancelled)).toMatchObject({
      released: true,
      cart: { cartStatusId: 0, editable: true, paymentHoldUntil: null },
    });
    expect(cancelled.json().response.infosMessage[0].description).toBe('Il carrello è di nuovo modificabile.');
    expect(await liveHolds(cart.cartId)).toHaveLength(0);
    expect(dataOf(await client.post('checkout/cancel')).released).toBe(false);
    expect(refusalOf(await client.buy(2), 409).code).toBe('errors.checkout.notPrepared');
    dataOf(await client.add(penne.productId));
    // Preparing twice keeps one hold.
    dataOf(await client.prepare());
    dataOf(await client.prepare());
    expect(await liveHolds(cart.cartId)).toHaveLength(1);
    // A hold that ended unlocks the cart: the change releases it, buy then answers not prepared.
    await test.db
      .update(slotReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(slotReservations.cartId, cart.cartId), isNull(slotReservations.releasedAt)));
    expect(dataOf(await client.get('cart/view'))).toMatchObject({ cartStatusId: 0, editable: true, paymentHoldUntil: null });
    dataOf(await client.add(penne.productId));
    expect(await liveHolds(cart.cartId)).toHaveLength(0);
    expect(refusalOf(await client.buy(2), 409).code).toBe('errors.checkout.notPrepared');
  });

  it('counts holds against the capacity: a full slot answers 409 until a hold is released', async () => {
    const first = await newShopper();
    const second = await newShopper();
    const slot = await roomySlot(test.db, 3, 2);
    for (const shopper of [first, second]) dataOf(await shopper.client.add(penne.productId));
    await putSlotOnOpenCarts(test.db, [first.userId, second.userId], slot.timeslotId);
    dataOf(await first.client.prepare());
    expect(refusalOf(await second.client.prepare(), 409)).toEqual({
      code: 'errors.timeslotFull',
      description: "La fascia oraria scelta è al completo: scegline un'altra.",
    });
    dataOf(await first.client.post('checkout/cancel'));
    dataOf(await second.client.prepare());
    dataOf(await second.client.buy(2));
    expect((await slotRow(slot.timeslotId))?.booked).toBe(3);
    expect(refusalOf(await first.client.prepare(), 409).code).toBe('errors.timeslotFull');
  });

  it('refuses a slot past its cut-off (409), and retakes a place after an expired hold when there is one', async () => {
    const { client, userId } = await newShopper();
    const slot = await roomySlot(test.db, 5);
    dataOf(await client.add(penne.productId));
    await putSlotOnOpenCarts(test.db, [userId], slot.timeslotId);
    const { hold } = dataOf(await client.prepare());
    await test.db
      .update(timeslots)
      .set({ cutoffAt: new Date(Date.now() - 1000) })
      .where(eq(timeslots.timeslotId, slot.timeslotId));
    expect(refusalOf(await client.buy(2), 409)).toEqual({
      code: 'errors.timeslotClosed',
      description: "La fascia oraria scelta non è più prenotabile (orario limite superato): scegline un'altra.",
    });
    expect(refusalOf(await client.prepare(), 409).code).toBe('errors.timeslotClosed');
    await test.db.update(timeslots).set({ cutoffAt: slot.cutoffAt }).where(eq(timeslots.timeslotId, slot.timeslotId));
    await test.db
      .update(slotReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(slotReservations.cartId, hold.cartId), isNull(slotReservations.releasedAt)));
    const order = dataOf(await client.buy(2)).order;
    expect(order.timeslot.date).toBe(slot.slotDate);
    expect((await slotRow(slot.timeslotId))?.booked).toBe(1);
  });

  it('refuses business payment types (409) and unknown or missing types (400); online types are in payments.test', async () => {
    const { client } = await newShopper();
    dataOf(await client.add(penne.productId));
    dataOf(await client.prepare());
    expect(refusalOf(await client.buy(11), 409).code).toBe('errors.checkout.paymentTypeUnavailable');
    // Pure texts, the field apart (issue 21).
    expect(refusalOf(await client.buy(7), 400)).toMatchObject({
      description: 'Tipo di pagamento non previsto.',
      field: 'payment_type_id',
    });
    expect(refusalOf(await client.post('checkout/buy'), 400)).toMatchObject({
      description: 'Campo obbligatorio',
      field: 'payment_type_id',
    });
    expect((await client.buy('due')).statusCode).toBe(400);
    expect((await client.buy(2, '&payment_data=not-json')).statusCode).toBe(400);
    // The body works as well as the query (form-style POST).
    const order = dataOf(await client.post('checkout/buy', { payment_type_id: 18, payment_data: ACCEPTED_TERMS })).order;
    expect(order).toMatchObject({ paymentTypeId: 18, orderStatusId: 3 });
  });

  it('answers the prebilled amount by the tenant rule: cards reserve more for loose products, other types the total', async () => {
    const shopper = await newShopper();
    const { client } = shopper;
    const cart = dataOf(await client.add(goldenApple.productId));
    const loose = cart.cartItems[0].grossTotalCents;
    const card = dataOf(await client.get('checkout/prebilled-amount?payment_type_id=12'));
    // Buon Mercato reserves the total plus 20 %.
    expect(card).toMatchObject({ paymentTypeId: 12, totalCents: cart.totalPriceCents, rule: 'total_plus_20' });
    expect(card.prebilledAmountCents).toBe(cart.totalPriceCents + Math.round(cart.totalPriceCents * 0.2));
    expect(loose).toBeGreaterThan(0);
    const onDelivery = dataOf(await client.get('checkout/prebilled-amount?payment_type_id=2'));
    expect(onDelivery.prebilledAmountCents).toBe(cart.totalPriceCents);
    expect((await client.get('checkout/prebilled-amount?payment_type_id=7')).statusCode).toBe(400);
    expect((await client.get('checkout/prebilled-amount')).statusCode).toBe(400);

    const order = await placeOrder(client, []);
    const ofOrder = dataOf(await client.get(`checkout/prebilled-amount?payment_type_id=113&order_id=${order.orderId}`));
    expect(ofOrder.totalCents).toBe(order.grossTotalCents);
    const other = await newShopper();
    expectAnsweredAsMissing(
      await other.client.get(`checkout/prebilled-amount?payment_type_id=2&order_id=${order.orderId}`),
      await other.client.get('checkout/prebilled-amount?payment_type_id=2&order_id=99999999'),
    );
    expect((await client.get('checkout/prebilled-amount?payment_type_id=2&order_id=99999999')).statusCode).toBe(404);
  });
});
