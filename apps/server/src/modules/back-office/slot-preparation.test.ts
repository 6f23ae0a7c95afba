import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { orderStatusHistory, orders, staffAuditEntries, stores, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  type CheckoutClient,
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  putSlotOnOpenCarts,
  refusalOf,
  roomySlot,
} from '../checkout/testing/checkout-fixtures';
import { type StaffClient, staffClient } from './testing/staff-fixtures';

const { penne, eggs, chickenBreast } = SEED_FIXTURES.products;

// Races run for real on PostgreSQL only (PGlite answers one request after the other): there more rounds.
const ROUNDS = process.env.TEST_DB === 'postgres' ? 10 : 2;

type PickingList = {
  timeslot: { timeslotId: number; name: string; placeName: string };
  orders: { orderId: number; customerName: string }[];
  departments: { name: string; lines: { name: string; orderId: number; quantity: number; targetWeightText: string }[] }[];
};

describe("back office: a store's morning (slots of a store, picking list, bulk 'in preparazione')", () => {
  let test: ShopperTestApp;
  let staff: StaffClient;

  beforeAll(async () => {
    test = await createCheckoutTestApp();
    staff = await staffClient(test);
  });
  afterAll(() => test.close());

  const statusOf = async (orderId: number) =>
    (await test.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]?.orderStatusId;
  const staffMovesOf = (orderId: number) =>
    test.db
      .select()
      .from(staffAuditEntries)
      .where(and(eq(staffAuditEntries.orderId, orderId), eq(staffAuditEntries.action, 'order.status')));
  /** A shopper with an order in the slot (payment on delivery): the client and the order. */
  async function orderInSlot(timeslotId: number, productIds: number[] = [penne.productId]) {
    const shopper = await newCheckoutShopper(test);
    for (const productId of productIds) dataOf(await shopper.client.add(productId));
    await putSlotOnOpenCarts(test.db, [shopper.userId], timeslotId);
    dataOf(await shopper.client.prepare());
    const placed = dataOf(await shopper.client.buy(2)).order;
    expect((await test.db.select().from(orders).where(eq(orders.orderId, placed.orderId)))[0]?.timeslotId).toBe(timeslotId);
    return { ...shopper, orderId: placed.orderId as number };
  }
  const prepare = (timeslotId: number) => staff.post('timeslot/prepare', { timeslot_id: timeslotId });

  it("lists a store's home-delivery slots (its warehouse's) beside its pickup slots", async () => {
    const [store] = await test.db.select().from(stores).where(eq(stores.storeId, 1));
    const [homeSlot] = await test.db
      .select()
      .from(timeslots)
      .where(and(eq(timeslots.warehouseId, store?.warehouseId ?? 0), eq(timeslots.deliveryServiceId, 2)))
      .limit(1);
    expect(homeSlot).toBeDefined();
    const { timeslots: listed } = dataOf(await staff.get(`timeslots?date=${homeSlot?.slotDate}&store_id=1`));
    const services = new Set(listed.map((slot: { deliveryServiceId: number }) => slot.deliveryServiceId));
    expect(services).toEqual(new Set([1, 2]));
    expect(listed).toContainEqual(expect.objectContaining({ timeslotId: homeSlot?.timeslotId, warehouseId: store?.warehouseId }));
    for (const slot of listed) expect(slot.storeId === 1 || slot.warehouseId === store?.warehouseId).toBe(true);
  });

  it('prints a picking list per slot: by department, one product of several orders together, loose lines with their target weight', async () => {
    const slot = await roomySlot(test.db, 50);
    const first = await orderInSlot(slot.timeslotId, [penne.productId, chickenBreast.productId]);
    const second = await orderInSlot(slot.timeslotId, [penne.productId, eggs.productId]);
    const cancelled = await orderInSlot(slot.timeslotId, [eggs.productId]);
    dataOf(await cancelled.client.post(`order/delete?order_id=${cancelled.orderId}`));

    const list: PickingList = dataOf(await staff.get(`timeslot/picking-list?timeslot_id=${slot.timeslotId}`));
    expect(list.timeslot).toMatchObject({
      timeslotId: slot.timeslotId,
      name: expect.stringMatching(/^\d{2}:\d{2} - \d{2}:\d{2}$/),
    });
    expect(list.orders.map((order) => order.orderId)).toEqual([first.orderId, second.orderId]);
    const names = list.departments.map((department) => department.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    const lines = list.departments.flatMap((department) =>
      department.lines.map((line) => ({ ...line, department: department.name })),
    );
    expect(lines.filter((line) => line.name === penne.name).map((line) => line.orderId)).toEqual([first.orderId, second.orderId]);
    const chicken = lines.find((line) => line.name === chickenBreast.name);
    // Sold by weight: the shopper's first step, 100 g, is the weight to aim at on the scale.
    expect(chicken).toMatchObject({
      orderId: first.orderId,
      variableWeight: true,
      quantityText: '100 g',
      targetWeight: 0.1,
      targetWeightText: '100 g',
      department: 'Carne',
    });
    expect(lines.find((line) => line.name === penne.name)).toMatchObject({ quantityText: '1 pz', targetWeightText: '' });
    expect(lines.some((line) => line.orderId === cancelled.orderId)).toBe(false);

    expect(refusalOf(await staff.get('timeslot/picking-list?timeslot_id=999999'), 404).description).toBe(
      'La fascia oraria indicata non esiste.',
    );
    const shopper = await newCheckoutShopper(test);
    expect(refusalOf(await shopper.client.get(`admin/timeslot/picking-list?timeslot_id=${slot.timeslotId}`), 403).code).toBe(
      'errors.staffOnly',
    );
  });

  it("puts the slot's orders 'in preparazione' at once: only those the transition table allows, each audited", async () => {
    const slot = await roomySlot(test.db, 50);
    const a = await orderInSlot(slot.timeslotId);
    const b = await orderInSlot(slot.timeslotId);
    const cancelled = await orderInSlot(slot.timeslotId);
    dataOf(await cancelled.client.post(`order/delete?order_id=${cancelled.orderId}`));
    dataOf(await staff.post('order/status', { order_id: b.orderId, status_id: 4 }));

    const result = dataOf(await prepare(slot.timeslotId));
    // (The slot also carries the orders of the test before: they move too.)
    expect(result.moved).toContain(a.orderId);
    expect(result.moved).not.toContain(b.orderId);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { orderId: b.orderId, orderStatusId: 4, label: 'In preparazione' },
        { orderId: cancelled.orderId, orderStatusId: 10, label: 'Annullato' },
      ]),
    );
    expect(await statusOf(a.orderId)).toBe(4);
    expect(await statusOf(cancelled.orderId)).toBe(10);
    const [audit] = await staffMovesOf(a.orderId);
    expect(audit).toMatchObject({
      staffUserId: staff.userId,
      timeslotId: slot.timeslotId,
      before: { orderStatusId: 3 },
      after: { orderStatusId: 4 },
    });
    const history = await test.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, a.orderId));
    expect(history.at(-1)).toMatchObject({ fromStatusId: 3, toStatusId: 4, changedBy: `staff:${staff.userId}` });
    // The shopper can no longer cancel it: the store has taken charge.
    expect(refusalOf(await a.client.post(`order/delete?order_id=${a.orderId}`), 409).code).toBe('errors.orderNotEditable');

    // Again: nothing left to move.
    expect(dataOf(await prepare(slot.timeslotId)).moved).toEqual([]);
    expect(refusalOf(await prepare(999999), 404).code).toBe('errors.backOffice.timeslotNotFound');
    const visitor = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/admin/timeslot/prepare',
      payload: { timeslot_id: 1 },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('gives the bulk move and a shopper cancelling the same order one outcome', async () => {
    const slot = await roomySlot(test.db, 100);
    for (let round = 0; round < ROUNDS; round++) {
      const { client, orderId } = await orderInSlot(slot.timeslotId);
      const [bulk, cancel] = await Promise.all([prepare(slot.timeslotId), client.post(`order/delete?order_id=${orderId}`)]);
      const moved: number[] = dataOf(bulk).moved;
      const status = await statusOf(orderId);
      if (cancel.statusCode === 200) {
        expect(status).toBe(10);
        expect(moved).not.toContain(orderId);
        expect(await staffMovesOf(orderId)).toHaveLength(0);
      } else {
        expect(refusalOf(cancel, 409).code).toBe('errors.orderNotEditable');
        expect(status).toBe(4);
        expect(moved).toContain(orderId);
        expect(await staffMovesOf(orderId)).toHaveLength(1);
      }
    }
  });

  it('gives the bulk move and a shopper buying an edit of the same order one outcome', async () => {
    const slot = await roomySlot(test.db, 100);
    for (let round = 0; round < ROUNDS; round++) {
      const { client, orderId } = await orderInSlot(slot.timeslotId);
      await editWithOneMoreLine(client, orderId);
      const [bulk, buy] = await Promise.all([prepare(slot.timeslotId), client.buy(2)]);
      const moved: number[] = dataOf(bulk).moved;
      if (buy.statusCode === 200) {
        // The edit won: the old order is replaced, never taken in charge.
        expect(await statusOf(orderId)).not.toBe(4);
        expect(moved).not.toContain(orderId);
        expect(await staffMovesOf(orderId)).toHaveLength(0);
      } else {
        expect(buy.statusCode).toBe(409);
        expect(await statusOf(orderId)).toBe(4);
        expect(moved).toContain(orderId);
      }
    }
  });

  /** The shopper edits the order (order/modify), adds eggs and confirms the cart again (checkout/prepare). */
  async function editWithOneMoreLine(client: CheckoutClient, orderId: number) {
    dataOf(await client.post(`order/modify?order_id=${orderId}`));
    dataOf(await client.add(eggs.productId));
    dataOf(await client.prepare());
  }
});
