import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { orders, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  createCheckoutTestApp,
  dataOf,
  expectAnsweredAsMissing,
  newCheckoutShopper,
  placeOrder,
  refusalOf,
  setOrderColumns,
} from '../checkout/testing/checkout-fixtures';

const { penne, eggs, chickenBreast } = SEED_FIXTURES.products;

describe('orders: view, list, delete', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const newShopper = () => newCheckoutShopper(test);
  const setStatus = (orderId: number, values: Partial<typeof orders.$inferInsert>) => setOrderColumns(test.db, orderId, values);

  it('asks for a login', async () => {
    for (const [method, url] of [
      ['GET', 'order/view?order_id=1'],
      ['GET', 'order/list'],
      ['POST', 'order/delete?order_id=1'],
    ] as const) {
      expect((await test.app.inject({ method, url: `/ebsn/api/${url}` })).statusCode, url).toBe(401);
    }
  });

  it("views the shopper's own order; another shopper's answers as a missing one (404), a bad id 400", async () => {
    const { client } = await newShopper();
    const placed = await placeOrder(client, [penne.productId, chickenBreast.productId]);
    const viewed = dataOf(await client.get(`order/view?order_id=${placed.orderId}`));
    expect(viewed).toEqual(placed);
    expect(viewed.orderItems.map((item: { product: { name: string } }) => item.product.name)).toHaveLength(2);
    const other = await newShopper();
    const missing = await other.client.get('order/view?order_id=99999999');
    expectAnsweredAsMissing(await other.client.get(`order/view?order_id=${placed.orderId}`), missing);
    expect(refusalOf(missing, 404)).toEqual({
      code: 'errors.order.notFound',
      description: "L'ordine richiesto non esiste.",
    });
    expect((await client.get('order/view?order_id=abc')).statusCode).toBe(400);
    expect((await client.get('order/view')).statusCode).toBe(400);
  });

  it('answers the ordered total apart: once the store sets the final amount it is what is paid, the ordered total stays', async () => {
    const { client } = await newShopper();
    const placed = await placeOrder(client, [penne.productId]);
    const ordered = placed.subTotalCents + placed.packageTotalCents + placed.deliveryFeeCents - placed.giftTotalCents;
    expect(placed).toMatchObject({ orderedTotalCents: ordered, grossTotalCents: ordered, finalTotalCents: null });
    await setStatus(placed.orderId, { finalTotalCents: ordered + 39 });
    expect(dataOf(await client.get(`order/view?order_id=${placed.orderId}`))).toMatchObject({
      orderedTotalCents: ordered,
      grossTotalCents: ordered + 39,
      finalTotalCents: ordered + 39,
    });
  });

  it('lists orders newest first, 12 a page, filtered by day and gross total', async () => {
    const { client, userId } = await newShopper();
    const small = await placeOrder(client, [penne.productId]);
    const large = await placeOrder(client, [eggs.productId, penne.productId]);
    let list = dataOf(await client.get('order/list'));
    expect(list.orders.map((order: { orderId: number }) => order.orderId)).toEqual([large.orderId, small.orderId]);
    expect(list.page).toEqual({ selPage: 1, totPages: 1, totItems: 2, itemsPerPage: 12 });
    expect(list.orders[0]).toMatchObject({ totalItems: 2, orderStatusDescr: 'Ordinato', grossTotalCents: large.grossTotalCents });
    expect(list.orders[0].orderItems).toBeUndefined();
    const detailed = dataOf(await client.get('order/list?fetch_detail=true'));
    expect(detailed.orders[0].orderItems).toHaveLength(2);

    // Totals in euro, bounds included.
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    list = dataOf(await client.get(`order/list?from_gross_total=${euros(large.grossTotalCents)}`));
    expect(list.orders.map((order: { orderId: number }) => order.orderId)).toEqual([large.orderId]);
    list = dataOf(await client.get(`order/list?to_gross_total=${euros(small.grossTotalCents)}`));
    expect(list.orders.map((order: { orderId: number }) => order.orderId)).toEqual([small.orderId]);

    // By the day the order was placed.
    await setStatus(small.orderId, { createdAt: new Date('2026-01-10T10:00:00Z') });
    list = dataOf(await client.get('order/list?from_date=2026-01-01&to_date=2026-01-10'));
    expect(list.orders.map((order: { orderId: number }) => order.orderId)).toEqual([small.orderId]);
    list = dataOf(await client.get('order/list?from_date=2026-01-11'));
    expect(list.orders.map((order: { orderId: number }) => order.orderId)).toEqual([large.orderId]);
    expect((await client.get('order/list?from_date=10/01/2026')).statusCode).toBe(400);
    expect((await client.get('order/list?page_size=1000')).statusCode).toBe(400);

    // Orders waiting for payment are listed unless show_pending=false.
    await setStatus(large.orderId, { orderStatusId: 2 });
    expect(dataOf(await client.get('order/list')).orders).toHaveLength(2);
    expect(dataOf(await client.get('order/list?show_pending=false')).orders).toHaveLength(1);
    await setStatus(large.orderId, { orderStatusId: 3 });

    // Paging: 14 orders are two pages of 12.
    const [template] = await test.db.select().from(orders).where(eq(orders.orderId, small.orderId));
    if (!template) throw new Error('no order');
    const { orderId: _id, cartId: _cart, ...copy } = template;
    await test.db.insert(orders).values(Array.from({ length: 12 }, () => ({ ...copy, userId })));
    const second = dataOf(await client.get('order/list?page=2'));
    expect(second.page).toEqual({ selPage: 2, totPages: 2, totItems: 14, itemsPerPage: 12 });
    expect(second.orders).toHaveLength(2);
    // Another shopper sees none of them.
    const other = await newShopper();
    expect(dataOf(await other.client.get('order/list')).orders).toEqual([]);
  });

  it('cancels an order before the store takes charge, with the success message, and gives its slot place back', async () => {
    const { client } = await newShopper();
    const order = await placeOrder(client);
    const slotOf = async () =>
      (
        await test.db
          .select()
          .from(timeslots)
          .where(
            eq(
              timeslots.timeslotId,
              (
                await test.db.select().from(orders).where(eq(orders.orderId, order.orderId))
              )[0]?.timeslotId as number,
            ),
          )
      )[0];
    const bookedBefore = (await slotOf())?.booked as number;
    const answer = await client.post(`order/delete?order_id=${order.orderId}`);
    const cancelled = dataOf(answer);
    expect(answer.json().response.infosMessage).toEqual([
      { code: 'msg.order.cancelled', description: `L'ordine ${order.orderId} è stato annullato.` },
    ]);
    expect(cancelled).toMatchObject({
      orderStatusId: 10,
      orderStatusDescr: 'Annullato',
      isEditable: false,
      isCancellable: false,
    });
    expect(cancelled.transactions[0]).toMatchObject({ transactionStatusId: 5, transactionStatusDescr: 'Annullata' });
    expect((await slotOf())?.booked).toBe(bookedBefore - 1);
    // Cancelled is final: a second cancel is refused and gives nothing back again.
    expect(refusalOf(await client.post(`order/delete?order_id=${order.orderId}`), 409).code).toBe('errors.orderNotEditable');
    expect((await slotOf())?.booked).toBe(bookedBefore - 1);
  });

  it("refuses to cancel (409) once the store has taken charge or when paid online by card; 404 for others' and missing", async () => {
    const { client } = await newShopper();
    const taken = await placeOrder(client);
    await setStatus(taken.orderId, { orderStatusId: 4 });
    expect(refusalOf(await client.post(`order/delete?order_id=${taken.orderId}`), 409)).toEqual({
      code: 'errors.orderNotEditable',
      description: "Il punto vendita ha già preso in carico l'ordine: non è più possibile modificarlo o annullarlo.",
    });
    const byCard = await placeOrder(client);
    await setStatus(byCard.orderId, { paymentTypeId: 12 });
    expect(refusalOf(await client.post('order/delete', { order_id: byCard.orderId }), 409)).toEqual({
      code: 'errors.orderPaidByCard',
      description: 'Gli ordini pagati online con carta non possono essere modificati.',
    });
    expect(dataOf(await client.get(`order/view?order_id=${byCard.orderId}`))).toMatchObject({
      orderStatusId: 3,
      isCancellable: false,
    });
    const other = await newShopper();
    const mine = await placeOrder(other.client);
    expectAnsweredAsMissing(
      await client.post(`order/delete?order_id=${mine.orderId}`),
      await client.post('order/delete?order_id=99999999'),
    );
    expect(dataOf(await other.client.get(`order/view?order_id=${mine.orderId}`)).orderStatusId).toBe(3);
    expect(refusalOf(await client.post('order/delete?order_id=99999999'), 404).code).toBe('errors.order.notFound');
    expect(refusalOf(await client.post('order/delete'), 400).description).toBe('Campo obbligatorio');
  });
});
