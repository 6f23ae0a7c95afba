import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { carts, orders, slotReservations, timeslots } from '../../db/schema/index';
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

type Line = { product: { productId: number }; quantity: number };
const productIdsOf = (cart: { cartItems: Line[] }) => cart.cartItems.map((item) => item.product.productId).sort();

describe('order/modify: the order back in a cart (status 7), bought again to replace it', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const newShopper = () => newCheckoutShopper(test);
  const setOrder = (orderId: number, values: Partial<typeof orders.$inferInsert>) => setOrderColumns(test.db, orderId, values);
  const slotOf = async (timeslotId: number) =>
    (await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId)))[0];

  it('asks for a login', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/ebsn/api/order/modify?order_id=1' })).statusCode).toBe(401);
  });

  it('puts the lines in a cart with the address fixed; buying replaces the order and the open cart comes back', async () => {
    const { client } = await newShopper();
    const placed = await placeOrder(client, [penne.productId, chickenBreast.productId]);
    // The shopper starts a new cart before deciding to edit the order: it must not be lost.
    dataOf(await client.add(eggs.productId));

    const answer = await client.post(`order/modify?order_id=${placed.orderId}`);
    const editing = dataOf(answer);
    expect(answer.json().response.infosMessage[0].description).toBe(
      `Stai modificando l'ordine ${placed.orderId}: il carrello contiene i suoi prodotti, puoi cambiarli e scegliere un'altra fascia oraria, poi conferma dal checkout.`,
    );
    expect(editing).toMatchObject({ cartStatusId: 7, editable: true });
    expect(productIdsOf(editing)).toEqual([penne.productId, chickenBreast.productId].sort());
    expect(editing.shippingAddress.addressId).toBe(placed.shippingAddress.addressId);
    // Asking again answers the same cart; cart/view is that cart while the edit lasts.
    expect(dataOf(await client.post('order/modify', { order_id: placed.orderId })).cartId).toBe(editing.cartId);
    expect(dataOf(await client.get('cart/view')).cartId).toBe(editing.cartId);

    // The address cannot change, by either way of choosing it.
    const address = editing.shippingAddress;
    const locked = {
      code: 'errors.order.addressLocked',
      description: "L'indirizzo di consegna di un ordine in modifica non si può cambiare (solo la fascia oraria).",
      field: 'address_id',
    };
    expect(
      refusalOf(
        await client.post('user-address/select', { address_type: address.addressTypeId, address_id: address.addressId }),
        409,
      ),
    ).toEqual(locked);
    expect(
      refusalOf(await client.get(`store-proximity/select?store_id=${SEED_FIXTURES.storeWithDelivery.storeId}`), 409),
    ).toEqual(locked);

    // The slot may change: another open slot of the same place.
    const days = dataOf(await client.get('timeslot/list')).days as {
      dateIso: string;
      timeslots: { timeslotId: number; selected: boolean }[];
    }[];
    const choices = days.flatMap((day) => day.timeslots.filter((slot) => !slot.selected).map((slot) => ({ day, slot })));
    const chosen = choices[choices.length - 1];
    if (!chosen) throw new Error('no other slot');
    const moved = dataOf(
      await client.get(`timeslot/select?sel_date=${chosen.day.dateIso}&timeslot_id=${chosen.slot.timeslotId}`),
    );
    expect(moved).toMatchObject({ cartId: editing.cartId, cartStatusId: 7 });
    expect(moved.timeslot.timeslotId).toBe(chosen.slot.timeslotId);

    // The shopper changes the lines, then buys: a new order replaces the old one.
    dataOf(await client.add(eggs.productId));
    dataOf(await client.prepare());
    const bought = dataOf(await client.buy(2)).order;
    expect(bought.orderId).not.toBe(placed.orderId);
    expect(bought.replacesOrderId).toBe(placed.orderId);
    const [newRow, oldRow] = [
      (await test.db.select().from(orders).where(eq(orders.orderId, bought.orderId)))[0],
      (await test.db.select().from(orders).where(eq(orders.orderId, placed.orderId)))[0],
    ];
    expect(newRow?.timeslotId).toBe(chosen.slot.timeslotId);
    expect(newRow?.shippingAddressId).toBe(oldRow?.shippingAddressId);
    expect(bought.orderItems.map((item: Line) => item.product.productId).sort()).toEqual(
      [penne.productId, chickenBreast.productId, eggs.productId].sort(),
    );

    // The old order is history: hidden, shown with show_replaced, cancelled, its place given back.
    expect(refusalOf(await client.get(`order/view?order_id=${placed.orderId}`), 404).code).toBe('errors.order.notFound');
    const replaced = dataOf(await client.get(`order/view?order_id=${placed.orderId}&show_replaced=true`));
    expect(replaced.orderStatusId).toBe(10);
    expect(replaced.replacedByOrderId).toBe(bought.orderId);
    expect(dataOf(await client.get(`order/view?order_id=${bought.orderId}`)).replacedByOrderId).toBeNull();
    const list = dataOf(await client.get('order/list'));
    expect(list.orders.map((order: { orderId: number }) => order.orderId)).toEqual([bought.orderId]);
    // My orders with show_replaced: the replaced order is listed too, naming the order that took its place.
    const history = dataOf(await client.get('order/list?show_replaced=true')).orders as {
      orderId: number;
      replacesOrderId: number | null;
      replacedByOrderId: number | null;
    }[];
    expect(
      history.map(({ orderId, replacesOrderId, replacedByOrderId }) => ({ orderId, replacesOrderId, replacedByOrderId })),
    ).toEqual([
      { orderId: bought.orderId, replacesOrderId: placed.orderId, replacedByOrderId: null },
      { orderId: placed.orderId, replacesOrderId: null, replacedByOrderId: bought.orderId },
    ]);

    // The open cart kept aside is the shopper's cart again, as they left it.
    const back = dataOf(await client.get('cart/view'));
    expect(back).toMatchObject({ cartStatusId: 0, editable: true });
    expect(productIdsOf(back)).toEqual([eggs.productId]);
  });

  it('keeps the slot within capacity: the new order takes the place of the one it replaces', async () => {
    const { client } = await newShopper();
    const placed = await placeOrder(client, [penne.productId]);
    const [row] = await test.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    const before = await slotOf(row?.timeslotId ?? 0);
    if (!before) throw new Error('no slot');
    // The slot is now full: the edit may still be bought into it, and nobody else may.
    await test.db.update(timeslots).set({ capacity: before.booked }).where(eq(timeslots.timeslotId, before.timeslotId));
    dataOf(await client.post(`order/modify?order_id=${placed.orderId}`));
    dataOf(await client.prepare());
    const bought = dataOf(await client.buy(2)).order;
    expect(bought.replacesOrderId).toBe(placed.orderId);
    const after = await slotOf(before.timeslotId);
    expect(after?.booked).toBe(before.booked);
    expect(after?.booked).toBeLessThanOrEqual(after?.capacity ?? 0);
  });

  it("keeps its own order's place in a slot now full: the cart, timeslot/list and timeslot/select agree", async () => {
    const { client } = await newShopper();
    const placed = await placeOrder(client, [penne.productId]);
    const [row] = await test.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    const before = await slotOf(row?.timeslotId ?? 0);
    if (!before) throw new Error('no slot');
    // Every place is taken, the shopper's order among them.
    await test.db.update(timeslots).set({ capacity: before.booked }).where(eq(timeslots.timeslotId, before.timeslotId));
    type Days = { dateIso: string; timeslots: { timeslotId: number; status: string; selected: boolean }[] }[];
    const slotListedTo = async (who: typeof client) =>
      (dataOf(await who.get('timeslot/list')).days as Days)
        .flatMap((day) => day.timeslots.map((slot) => ({ ...slot, dateIso: day.dateIso })))
        .find((slot) => slot.timeslotId === before.timeslotId);

    const editing = dataOf(await client.post(`order/modify?order_id=${placed.orderId}`));
    expect(editing.timeslot.timeslotId).toBe(before.timeslotId);
    // Read again (the cart's delivery is refreshed): the edit is not moved to another slot.
    expect(dataOf(await client.get('cart/view')).timeslot.timeslotId).toBe(before.timeslotId);
    const seen = await slotListedTo(client);
    expect(seen).toMatchObject({ selected: true });
    expect(seen?.status).not.toBe('full');
    const reselected = dataOf(await client.get(`timeslot/select?sel_date=${seen?.dateIso}&timeslot_id=${before.timeslotId}`));
    expect(reselected.timeslot.timeslotId).toBe(before.timeslotId);

    // To another shopper of the same shop the slot is full.
    const other = await newShopper();
    dataOf(await other.client.add(eggs.productId));
    expect((await slotListedTo(other.client))?.status).toBe('full');
    expect(
      (await other.client.get(`timeslot/select?sel_date=${seen?.dateIso}&timeslot_id=${before.timeslotId}`)).statusCode,
    ).toBe(409);

    dataOf(await client.add(eggs.productId));
    dataOf(await client.prepare());
    const bought = dataOf(await client.buy(2)).order;
    expect(bought.replacesOrderId).toBe(placed.orderId);
    const [boughtRow] = await test.db.select().from(orders).where(eq(orders.orderId, bought.orderId));
    expect(boughtRow?.timeslotId).toBe(before.timeslotId);
    expect((await slotOf(before.timeslotId))?.booked).toBe(before.booked);
  });

  it("refuses once the store has taken charge, when paid online by card, another shopper's order, a second edit", async () => {
    const { client } = await newShopper();
    const taken = await placeOrder(client, [penne.productId]);
    await setOrder(taken.orderId, { orderStatusId: 4 });
    expect(refusalOf(await client.post(`order/modify?order_id=${taken.orderId}`), 409)).toEqual({
      code: 'errors.orderNotEditable',
      description: "Il punto vendita ha già preso in carico l'ordine: non è più possibile modificarlo o annullarlo.",
    });
    const card = await placeOrder(client, [penne.productId]);
    await setOrder(card.orderId, { paymentTypeId: 12 });
    expect(refusalOf(await client.post(`order/modify?order_id=${card.orderId}`), 409)).toEqual({
      code: 'errors.orderPaidByCard',
      description: 'Gli ordini pagati online con carta non possono essere modificati.',
    });
    // Nothing changed: the shopper's cart is still the open one.
    expect(dataOf(await client.get('cart/view')).cartStatusId).toBe(0);

    const other = await newShopper();
    expectAnsweredAsMissing(
      await other.client.post(`order/modify?order_id=${card.orderId}`),
      await other.client.post('order/modify?order_id=99999999'),
    );
    expect(refusalOf(await client.post('order/modify?order_id=99999999'), 404).code).toBe('errors.order.notFound');
    expect((await client.post('order/modify')).statusCode).toBe(400);

    const first = await placeOrder(client, [penne.productId]);
    const second = await placeOrder(client, [eggs.productId]);
    dataOf(await client.post(`order/modify?order_id=${first.orderId}`));
    expect(refusalOf(await client.post(`order/modify?order_id=${second.orderId}`), 409)).toEqual({
      code: 'errors.order.beingModified',
      description: `Stai già modificando l'ordine ${first.orderId}: completa la modifica dal checkout prima di modificarne un altro.`,
    });
    // The store takes charge while the shopper edits: the buy is refused and the order stays as it was.
    await setOrder(first.orderId, { orderStatusId: 4 });
    dataOf(await client.prepare());
    expect(refusalOf(await client.buy(2), 409).code).toBe('errors.orderNotEditable');
    expect(dataOf(await client.get(`order/view?order_id=${first.orderId}`)).orderStatusId).toBe(4);
  });
  describe('order/modify-cancel: giving up the edit', () => {
    const liveHoldsOf = (cartId: number) =>
      test.db
        .select()
        .from(slotReservations)
        .where(and(eq(slotReservations.cartId, cartId), eq(slotReservations.kind, 'hold'), isNull(slotReservations.releasedAt)));

    it('asks for a login', async () => {
      expect((await test.app.inject({ method: 'POST', url: '/ebsn/api/order/modify-cancel' })).statusCode).toBe(401);
    });

    it('drops the editing cart and its hold; the order stays as it was and the open cart comes back', async () => {
      const { client } = await newShopper();
      const placed = await placeOrder(client, [penne.productId, chickenBreast.productId]);
      dataOf(await client.add(eggs.productId));
      const before = dataOf(await client.get(`order/view?order_id=${placed.orderId}`));

      const editing = dataOf(await client.post(`order/modify?order_id=${placed.orderId}`));
      expect(editing).toMatchObject({ cartStatusId: 7, editsOrderId: placed.orderId });
      // The shopper changes the edit and even holds a place at checkout, then gives up.
      dataOf(await client.add(eggs.productId));
      dataOf(await client.prepare());
      expect(await liveHoldsOf(editing.cartId)).toHaveLength(1);

      const answer = await client.post('order/modify-cancel');
      const back = dataOf(answer);
      expect(answer.json().response.infosMessage[0].description).toBe(
        `Modifiche annullate: l'ordine ${placed.orderId} resta com'era e il carrello è di nuovo quello di prima.`,
      );
      expect(back).toMatchObject({ cartStatusId: 0, editable: true, editsOrderId: null });
      expect(productIdsOf(back)).toEqual([eggs.productId]);
      expect(dataOf(await client.get('cart/view')).cartId).toBe(back.cartId);
      expect(await test.db.select().from(carts).where(eq(carts.cartId, editing.cartId))).toHaveLength(0);
      expect(await liveHoldsOf(editing.cartId)).toHaveLength(0);

      // The order is untouched, and may be modified again.
      expect(dataOf(await client.get(`order/view?order_id=${placed.orderId}`))).toEqual(before);
      expect(dataOf(await client.post(`order/modify?order_id=${placed.orderId}`)).cartStatusId).toBe(7);
    });

    it('answers 409 when no order is being modified, and touches only the shopper’s own edit', async () => {
      const { client } = await newShopper();
      const cart = dataOf(await client.add(penne.productId));
      expect(refusalOf(await client.post('order/modify-cancel'), 409)).toEqual({
        code: 'errors.order.notBeingModified',
        description: 'Non stai modificando nessun ordine.',
      });
      expect(dataOf(await client.get('cart/view'))).toMatchObject({ cartId: cart.cartId, cartStatusId: 0 });

      // Another shopper's edit is not theirs to cancel: their call finds no edit of their own.
      const editor = await newShopper();
      const placed = await placeOrder(editor.client, [penne.productId]);
      const editing = dataOf(await editor.client.post(`order/modify?order_id=${placed.orderId}`));
      expect(refusalOf(await client.post('order/modify-cancel'), 409).code).toBe('errors.order.notBeingModified');
      expect(dataOf(await editor.client.get('cart/view')).cartId).toBe(editing.cartId);
    });
  });
});
