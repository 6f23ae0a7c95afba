import { type AdminOrder, lineTotalCents } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { loyaltyCards, orderLines, orders, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { loginForm } from '../auth/testing/account-fixtures';
import {
  type CheckoutClient,
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  placeOrder,
  putSlotOnOpenCarts,
  refusalOf,
  roomySlot,
} from '../checkout/testing/checkout-fixtures';
import { createTestGateway } from '../payments/test-gateway';
import { createBackOfficeService } from './back-office.service';
import { createStaffAccount } from './staff-accounts';
import { type StaffClient, staffClient } from './testing/staff-fixtures';

const { penne, eggs, chickenBreast } = SEED_FIXTURES.products;
const { loyaltyCards: cards } = SEED_FIXTURES;

type OrderItem = {
  orderItemId: number;
  product: { productId: number; name: string };
  grossTotalCents: number;
  delivered: null | {
    product: { productId: number; name: string } | null;
    quantity: number | null;
    weight: number | null;
    grossTotalCents: number | null;
  };
};

describe('back office: guard, orders by day, status moves, weighing, substitutions, capacities', () => {
  let test: ShopperTestApp;
  let staff: StaffClient;
  let staffUserId: number;

  beforeAll(async () => {
    test = await createCheckoutTestApp();
    staff = await staffClient(test);
    staffUserId = staff.userId;
  });
  afterAll(() => test.close());

  const move = (orderId: number, statusId: number) => staff.post('order/status', { order_id: orderId, status_id: statusId });
  const moveThrough = async (orderId: number, statusIds: number[]) => {
    let order: Record<string, unknown> | undefined;
    for (const statusId of statusIds) order = dataOf(await move(orderId, statusId)).order;
    return order;
  };
  const lineOf = (order: { orderItems: OrderItem[] }, productId: number) =>
    order.orderItems.find((item) => item.product.productId === productId) as OrderItem;
  /** Buys penne and chicken with a card (type 12) and pays on the test gateway's page: the buy's answer. */
  const buyPaidByCard = async (client: CheckoutClient) => {
    for (const productId of [penne.productId, chickenBreast.productId]) dataOf(await client.add(productId));
    dataOf(await client.prepare());
    const bought = dataOf(await client.buy(12));
    const url = new URL(bought.paymentUrl);
    const paid = await test.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', cardNumber: '4242 4242 4242 4242' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return bought;
  };
  /** The field a 400 names. */
  const fieldOf = (response: Parameters<typeof refusalOf>[0]) => (refusalOf(response, 400) as { field?: string }).field;
  const pointsOf = async (cardNumber: string) =>
    (await test.db.select().from(loyaltyCards).where(eq(loyaltyCards.cardNumber, cardNumber)))[0]?.points ?? 0;
  const bookedOf = async (timeslotId: number) =>
    (await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId)))[0]?.booked;

  it('lets only staff in: a visitor 401, a shopper 403 with the Italian message, staff 200', async () => {
    for (const url of ['places', 'orders', 'timeslots', 'order/view?order_id=1']) {
      expect((await test.app.inject({ method: 'GET', url: `/ebsn/api/admin/${url}` })).statusCode, url).toBe(401);
    }
    const shopper = await newCheckoutShopper(test);
    expect(refusalOf(await shopper.client.get('admin/places'), 403)).toEqual({
      code: 'errors.staffOnly',
      description: 'Accesso riservato al personale del negozio.',
    });
    expect(refusalOf(await shopper.client.post('admin/order/status', { order_id: 1, status_id: 4 }), 403).code).toBe(
      'errors.staffOnly',
    );
    const places = dataOf(await staff.get('places'));
    expect(places.stores).toContainEqual(expect.objectContaining({ storeId: 1 }));
    expect(places.warehouses).toContainEqual(expect.objectContaining({ warehouseId: 89 }));
  });

  it('lists the orders of a day by slot, store and status, with their shopper and the counts by status', async () => {
    const shopper = await newCheckoutShopper(test);
    const placed = await placeOrder(shopper.client, [penne.productId, eggs.productId]);
    const [row] = await test.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    const day = placed.timeslot.date;
    const idsOf = (list: { orders: { orderId: number }[] }) => list.orders.map((order) => order.orderId);

    const list = dataOf(await staff.get(`orders?date=${day}`));
    const listed = list.orders.find((order: { orderId: number }) => order.orderId === placed.orderId);
    expect(listed).toMatchObject({
      orderStatusId: 3,
      orderStatusDescr: 'Ordinato',
      totalItems: 2,
      customer: { userId: shopper.userId, email: shopper.email },
    });
    expect(list.page).toMatchObject({ selPage: 1, itemsPerPage: 20 });
    expect(list.statusCounts).toContainEqual(expect.objectContaining({ orderStatusId: 3, label: 'Ordinato' }));

    expect(idsOf(dataOf(await staff.get(`orders?date=${day}&timeslot_id=${row?.timeslotId}`)))).toContain(placed.orderId);
    expect(idsOf(dataOf(await staff.get(`orders?date=${day}&store_id=${row?.storeId}&status=3,4`)))).toContain(placed.orderId);
    expect(idsOf(dataOf(await staff.get(`orders?date=${day}&status=4,5`)))).not.toContain(placed.orderId);
    expect(idsOf(dataOf(await staff.get(`orders?date=${day}&store_id=9999`)))).toEqual([]);
    expect(idsOf(dataOf(await staff.get('orders?date=2020-01-01')))).toEqual([]);
    expect(refusalOf(await staff.get('orders?date=21/11/2026'), 400)).toMatchObject({
      field: 'date',
      description: expect.stringMatching(/^Data non valida/),
    });
    expect(refusalOf(await staff.get('orders?status=consegnato'), 400)).toMatchObject({
      field: 'status.0',
      description: 'indica gli stati come numeri separati da virgola',
    });
  });

  it('views an order with its shopper, the moves allowed and the history; a missing order is 404', async () => {
    const shopper = await newCheckoutShopper(test);
    const placed = await placeOrder(shopper.client);
    const { order } = dataOf(await staff.get(`order/view?order_id=${placed.orderId}`));
    expect(order).toMatchObject({ orderId: placed.orderId, orderItems: placed.orderItems, customer: { email: shopper.email } });
    expect(order.nextStatuses).toEqual([
      { orderStatusId: 4, label: 'In preparazione' },
      { orderStatusId: 10, label: 'Annullato' },
      { orderStatusId: 11, label: 'Invalidato' },
    ]);
    expect(refusalOf(await staff.get('order/view?order_id=99999999'), 404).code).toBe('errors.order.notFound');
  });

  it('moves an order through every status to delivered, recorded as staff; a forbidden move is 409 with both labels', async () => {
    const { client } = await newCheckoutShopper(test);
    const placed = await placeOrder(client);
    const delivered = await moveThrough(placed.orderId, [4, 5, 6, 7, 8]);
    expect(delivered).toMatchObject({ orderStatusId: 8, orderStatusDescr: 'Consegnato', nextStatuses: [] });
    // Paid on delivery: the payment is confirmed for the final amount (here the estimate, nothing weighed).
    expect(delivered).toMatchObject({
      finalTotalCents: placed.grossTotalCents,
      transactions: [{ transactionStatusId: 3, amountCents: placed.grossTotalCents }],
    });
    const { order } = dataOf(await staff.get(`order/view?order_id=${placed.orderId}`));
    expect(
      order.history.slice(-5).map((change: { toStatusId: number; changedBy: string }) => [change.toStatusId, change.changedBy]),
    ).toEqual([4, 5, 6, 7, 8].map((status) => [status, `staff:${staffUserId}`]));
    expect(refusalOf(await move(placed.orderId, 10), 409)).toEqual({
      code: 'errors.backOffice.statusMove',
      description: 'Non è possibile passare un ordine da «Consegnato» a «Annullato».',
    });

    const other = await placeOrder(client);
    expect(refusalOf(await move(other.orderId, 8), 409).description).toBe(
      'Non è possibile passare un ordine da «Ordinato» a «Consegnato».',
    );
    expect(await moveThrough(other.orderId, [4, 6, 9])).toMatchObject({ orderStatusId: 9 });
    const third = await placeOrder(client);
    // Not collected: nothing is charged, the payment on delivery is cancelled.
    expect(await moveThrough(third.orderId, [4, 5, 6, 12])).toMatchObject({
      orderStatusId: 12,
      transactions: [{ transactionStatusId: 5 }],
    });
    const fourth = await placeOrder(client);
    expect(await moveThrough(fourth.orderId, [11])).toMatchObject({ orderStatusId: 11, orderStatusDescr: 'Invalidato' });
    expect((await move(fourth.orderId, 99)).statusCode).toBe(409);
    expect(fieldOf(await staff.post('order/status', { order_id: fourth.orderId }))).toBe('status_id');
  });

  it('weighs loose lines only, only while preparing, with a weight in kg; the final amount follows', async () => {
    const { client } = await newCheckoutShopper(test);
    const placed = await placeOrder(client, [penne.productId, chickenBreast.productId]);
    const chicken = lineOf(placed, chickenBreast.productId);
    const pasta = lineOf(placed, penne.productId);
    const weigh = (orderLineId: number, weight: unknown) =>
      staff.post('order/line/weigh', { order_id: placed.orderId, order_line_id: orderLineId, weight });

    expect(refusalOf(await weigh(chicken.orderItemId, 0.5), 409).code).toBe('errors.backOffice.notPreparing');
    await move(placed.orderId, 4);
    expect(refusalOf(await weigh(pasta.orderItemId, 0.5), 409)).toEqual({
      code: 'errors.backOffice.notVariableWeight',
      description: 'Questa riga non è un prodotto a peso variabile, non si pesa.',
      field: 'weight',
    });
    for (const weight of [0, -1, 0.0005, 'tanto']) expect(fieldOf(await weigh(chicken.orderItemId, weight))).toBe('weight');

    const [line] = await test.db.select().from(orderLines).where(eq(orderLines.orderLineId, chicken.orderItemId));
    const weighedCents = lineTotalCents(line?.unitPriceCents ?? 0, 0.735);
    const { order } = dataOf(await weigh(chicken.orderItemId, '0,735'));
    expect(lineOf(order, chickenBreast.productId).delivered).toEqual({
      product: null,
      quantity: null,
      weight: 0.735,
      grossTotalCents: weighedCents,
    });
    const expectedFinal = placed.grossTotalCents - chicken.grossTotalCents + weighedCents;
    expect(order.finalTotalCents).toBe(expectedFinal);
    expect(order.grossTotalCents).toBe(expectedFinal);

    // Undone: the line counts as ordered again.
    const reset = dataOf(await staff.post('order/line/reset', { order_id: placed.orderId, order_line_id: chicken.orderItemId }));
    expect(lineOf(reset.order, chickenBreast.productId).delivered).toBeNull();
    expect(reset.order.finalTotalCents).toBe(placed.grossTotalCents);
  });

  it('substitutes a product when alternatives are accepted, never charging more than the line ordered; the shopper sees it', async () => {
    const { client } = await newCheckoutShopper(test);
    const placed = await placeOrder(client, [penne.productId, eggs.productId]);
    const pasta = lineOf(placed, penne.productId);
    const eggLine = lineOf(placed, eggs.productId);
    await move(placed.orderId, 4);
    const substitute = (orderLineId: number, productId: number, quantity: unknown) =>
      staff.post('order/line/substitute', {
        order_id: placed.orderId,
        order_line_id: orderLineId,
        product_id: productId,
        quantity,
      });

    await test.db.update(orderLines).set({ acceptAlternatives: false }).where(eq(orderLines.orderLineId, eggLine.orderItemId));
    expect(refusalOf(await substitute(eggLine.orderItemId, penne.productId, 1), 409)).toEqual({
      code: 'errors.backOffice.noAlternatives',
      description: 'Il cliente non accetta prodotti alternativi per questa riga.',
    });
    expect(fieldOf(await substitute(pasta.orderItemId, penne.productId, 1.5))).toBe('quantity');
    expect(refusalOf(await substitute(pasta.orderItemId, 99999999, 1), 404)).toMatchObject({
      code: 'errors.backOffice.productNotFound',
      field: 'product_id',
    });

    // Eggs instead of pasta: dearer, so charged as the pasta ordered.
    const dearer = dataOf(await substitute(pasta.orderItemId, eggs.productId, 3)).order;
    expect(lineOf(dearer, penne.productId).delivered).toMatchObject({
      product: { productId: eggs.productId, name: eggs.name },
      quantity: 3,
      grossTotalCents: pasta.grossTotalCents,
    });
    expect(dearer.finalTotalCents).toBe(placed.grossTotalCents);

    const shopperView = dataOf(await client.get(`order/view?order_id=${placed.orderId}`));
    expect(lineOf(shopperView, penne.productId)).toMatchObject({
      product: { productId: penne.productId },
      delivered: { product: { productId: eggs.productId }, quantity: 3 },
    });
    expect(shopperView.finalTotalCents).toBe(placed.grossTotalCents);
  });

  it('charges a card at delivery never above the pre-authorisation, once, and credits loyalty points once', async () => {
    const { client } = await newCheckoutShopper(test);
    const bought = await buyPaidByCard(client);
    const orderId = bought.orderId as number;
    const preauthorised = bought.order.preauthorisedCents as number;
    await moveThrough(orderId, [4, 5]);

    // The chicken weighs far more than estimated: the final amount goes above the pre-authorisation.
    const chicken = lineOf(bought.order, chickenBreast.productId);
    const weighed = dataOf(
      await staff.post('order/line/weigh', { order_id: orderId, order_line_id: chicken.orderItemId, weight: 9.5 }),
    );
    const finalCents = weighed.order.finalTotalCents as number;
    expect(finalCents).toBeGreaterThan(preauthorised);

    const pointsBefore = await pointsOf(cards.shopper.cardNumber);
    await move(orderId, 6);
    // Two staff click "delivered" together: the order's lock lets one through, the other finds it delivered;
    // the gateway is asked to capture once, for the pre-authorised amount.
    const captures: [string, number][] = [];
    const gateway = createTestGateway();
    const office = createBackOfficeService(test.db, {
      gateway: {
        ...gateway,
        capture: async (reference, amountCents) => {
          captures.push([reference, amountCents]);
          return gateway.capture(reference, amountCents);
        },
      },
    });
    const clicks = await Promise.allSettled([
      office.moveStatus(staffUserId, orderId, 8),
      office.moveStatus(staffUserId, orderId, 8),
    ]);
    expect(clicks.map((click) => click.status).sort()).toEqual(['fulfilled', 'rejected']);
    const loser = clicks.find((click) => click.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason.message).toBe('Non è possibile passare un ordine da «Consegnato» a «Consegnato».');
    expect(captures).toEqual([[expect.any(String), preauthorised]]);
    const delivered = (clicks.find((click) => click.status === 'fulfilled') as PromiseFulfilledResult<{ order: AdminOrder }>)
      .value.order;
    expect(delivered.orderStatusId).toBe(8);
    const [transaction] = delivered.transactions;
    expect(transaction).toMatchObject({
      transactionStatusId: 3,
      transactionStatusDescr: 'Confermata',
      amountCents: preauthorised,
    });
    expect(await pointsOf(cards.shopper.cardNumber)).toBe(pointsBefore + Math.floor(finalCents / 100));
    // The capture is on the order's audit trail, after the move to delivered, once.
    expect(delivered.auditTrail.slice(-2)).toEqual([
      expect.objectContaining({ action: 'order.status', before: { orderStatusId: 6 }, after: { orderStatusId: 8 } }),
      expect.objectContaining({
        action: 'order.payment',
        staffUserId,
        before: { amountCents: preauthorised },
        after: { amountCents: preauthorised },
      }),
    ]);

    // Later moves are refused too: nothing charged or credited again.
    expect(refusalOf(await move(orderId, 8), 409).code).toBe('errors.backOffice.statusMove');
    expect(refusalOf(await move(orderId, 9), 409).code).toBe('errors.backOffice.statusMove');
    const again = dataOf(await staff.get(`order/view?order_id=${orderId}`)).order;
    expect(again.transactions).toEqual(delivered.transactions);
    expect(await pointsOf(cards.shopper.cardNumber)).toBe(pointsBefore + Math.floor(finalCents / 100));
  });

  it('staff cancel gives the slot place back; invalidating a card order cancels its authorisation', async () => {
    const shopper = await newCheckoutShopper(test);
    const slot = await roomySlot(test.db, 5, 1);
    dataOf(await shopper.client.add(penne.productId));
    await putSlotOnOpenCarts(test.db, [shopper.userId], slot.timeslotId);
    const placed = await placeOrder(shopper.client, []);
    expect(await bookedOf(slot.timeslotId)).toBe(2);
    await move(placed.orderId, 4);
    const cancelled = dataOf(await move(placed.orderId, 10)).order;
    expect(cancelled).toMatchObject({ orderStatusId: 10, orderStatusDescr: 'Annullato' });
    expect(await bookedOf(slot.timeslotId)).toBe(1);
    expect(dataOf(await shopper.client.get(`order/view?order_id=${placed.orderId}`)).orderStatusId).toBe(10);

    const paidByCard = await buyPaidByCard(shopper.client);
    const invalidated = dataOf(await move(paidByCard.orderId, 11)).order;
    expect(invalidated.orderStatusId).toBe(11);
    expect(
      invalidated.transactions.map((transaction: { transactionStatusId: number }) => transaction.transactionStatusId),
    ).toEqual([5]);
  });

  it('staff:create makes a staff account with a random password, or promotes an existing account keeping its password', async () => {
    const created = await createStaffAccount(test.db, { email: ' Capo.Reparto@Negozio.example ', 'first-name': 'Anna' });
    expect(created).toMatchObject({ email: 'capo.reparto@negozio.example', outcome: 'created' });
    expect(created.password).toMatch(/^[\w-]{24}$/);
    const login = await loginForm(test.app, { login: created.email, password: created.password as string });
    expect(login.json().data.user).toMatchObject({ ssoUser: true, firstName: 'Anna' });
    expect(await createStaffAccount(test.db, { email: created.email })).toMatchObject({ outcome: 'unchanged', password: null });

    const shopper = await newCheckoutShopper(test);
    expect((await shopper.client.get('admin/places')).statusCode).toBe(403);
    expect(await createStaffAccount(test.db, { email: shopper.email })).toMatchObject({ outcome: 'promoted', password: null });
    expect((await shopper.client.get('admin/places')).statusCode).toBe(200);
    // The first spec file's section 3: the cart says ssoUser at its root as well as under user.
    expect(dataOf(await shopper.client.get('cart/view'))).toMatchObject({ ssoUser: true, user: { ssoUser: true } });
    expect((await loginForm(test.app, { login: shopper.email, password: shopper.password })).statusCode).toBe(200);
    await expect(createStaffAccount(test.db, { email: 'non-una-mail' })).rejects.toThrow();
  });

  it('lists a day’s slots with their load and changes a capacity, never below the orders booked', async () => {
    const slot = await roomySlot(test.db, 5, 3);
    const { timeslots: slots } = dataOf(await staff.get(`timeslots?date=${slot.slotDate}&store_id=1`));
    expect(slots).toContainEqual(
      expect.objectContaining({ timeslotId: slot.timeslotId, capacity: 5, booked: 3, status: 'intermediate', storeId: 1 }),
    );
    const setCapacity = (capacity: unknown) => staff.post('timeslot/capacity', { timeslot_id: slot.timeslotId, capacity });
    expect(refusalOf(await setCapacity(2), 409)).toEqual({
      code: 'errors.backOffice.capacityBelowBooked',
      description: 'La capienza non può essere inferiore ai 3 ordini già prenotati nella fascia.',
      field: 'capacity',
    });
    for (const capacity of [-1, 2.5, 'dieci']) expect(fieldOf(await setCapacity(capacity))).toBe('capacity');
    expect(dataOf(await setCapacity(3)).timeslot).toMatchObject({
      timeslotId: slot.timeslotId,
      capacity: 3,
      booked: 3,
      status: 'full',
    });
    expect(dataOf(await setCapacity('12')).timeslot).toMatchObject({ capacity: 12, status: 'empty' });
    expect(refusalOf(await staff.post('timeslot/capacity', { timeslot_id: 99999999, capacity: 1 }), 404).code).toBe(
      'errors.backOffice.timeslotNotFound',
    );
  });
});
