import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  type CheckoutClient,
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  placeOrder,
  refusalOf,
  roomySlot,
} from '../checkout/testing/checkout-fixtures';
import { type StaffClient, staffClient } from './testing/staff-fixtures';

const { penne, eggs, chickenBreast } = SEED_FIXTURES.products;

type Line = { orderItemId: number; product: { productId: number } };
type Entry = {
  action: string;
  staffName: string;
  staffUserId: number;
  at: string;
  before: unknown;
  after: unknown;
  summary: string;
};

describe('audit trail: every staff change is kept with who, when, what, before and after', () => {
  let test: ShopperTestApp;
  let staff: StaffClient;
  let client: CheckoutClient;
  const staffName = `${SEED_FIXTURES.staffAccount.firstName} ${SEED_FIXTURES.staffAccount.lastName}`;

  beforeAll(async () => {
    test = await createCheckoutTestApp();
    staff = await staffClient(test);
    client = (await newCheckoutShopper(test)).client;
  });
  afterAll(() => test.close());

  const lineOf = (order: { orderItems: Line[] }, productId: number) =>
    order.orderItems.find((item) => item.product.productId === productId) as Line;
  const trailOf = async (orderId: number): Promise<Entry[]> =>
    dataOf(await staff.get(`order/view?order_id=${orderId}`)).order.auditTrail;

  it('status moves, weighing, substitution, reset and the payment at delivery each leave their entry on the order', async () => {
    const placed = await placeOrder(client, [penne.productId, eggs.productId, chickenBreast.productId]);
    const orderId = placed.orderId as number;
    const chicken = lineOf(placed, chickenBreast.productId);
    const pasta = lineOf(placed, penne.productId);
    expect(await trailOf(orderId)).toEqual([]);

    const started = Date.now();
    dataOf(await staff.post('order/status', { order_id: orderId, status_id: 4 }));
    dataOf(await staff.post('order/line/weigh', { order_id: orderId, order_line_id: chicken.orderItemId, weight: '0,75' }));
    const substituted = { order_id: orderId, order_line_id: pasta.orderItemId, product_id: eggs.productId, quantity: 1 };
    dataOf(await staff.post('order/line/substitute', substituted));
    dataOf(await staff.post('order/line/reset', { order_id: orderId, order_line_id: pasta.orderItemId }));
    // A refused change writes nothing.
    refusalOf(await staff.post('order/status', { order_id: orderId, status_id: 3 }), 409);
    dataOf(await staff.post('order/status', { order_id: orderId, status_id: 5 }));
    dataOf(await staff.post('order/status', { order_id: orderId, status_id: 6 }));
    const delivered = dataOf(await staff.post('order/status', { order_id: orderId, status_id: 8 })).order;

    const trail = delivered.auditTrail as Entry[];
    expect(trail.map((entry) => entry.action)).toEqual([
      'order.status',
      'order.line.weigh',
      'order.line.substitute',
      'order.line.reset',
      'order.status',
      'order.status',
      'order.status',
      'order.payment',
    ]);
    for (const entry of trail) {
      expect(entry).toMatchObject({ staffUserId: staff.userId, staffName });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    }
    expect(trail[0]).toMatchObject({
      before: { orderStatusId: 3 },
      after: { orderStatusId: 4 },
      summary: 'Stato: «Ordinato» → «In preparazione»',
      label: 'Cambio di stato',
    });
    expect(trail[1]).toMatchObject({
      orderLineId: chicken.orderItemId,
      before: { realWeightThousandths: null },
      after: { realWeightThousandths: 750 },
    });
    expect(trail[1]?.summary).toMatch(/^Peso: — → 0,75 kg, importo della riga /);
    expect(trail[2]).toMatchObject({
      orderLineId: pasta.orderItemId,
      before: { deliveredProductId: null },
      after: { deliveredProductId: eggs.productId, deliveredProductName: eggs.name, deliveredQuantityThousandths: 1000 },
    });
    expect(trail[3]).toMatchObject({ before: { deliveredProductId: eggs.productId }, after: { deliveredProductId: null } });
    expect(trail[7]).toMatchObject({
      before: { amountCents: placed.grossTotalCents },
      after: { amountCents: delivered.finalTotalCents },
    });
    expect(dataOf(await staff.get(`audit?order_id=${orderId}`)).entries).toHaveLength(8);
  });

  it('a cancellation by staff is on the order’s trail; a capacity change on the slot’s', async () => {
    const placed = await placeOrder(client, [penne.productId]);
    dataOf(await staff.post('order/status', { order_id: placed.orderId, status_id: 10 }));
    expect(await trailOf(placed.orderId)).toEqual([
      expect.objectContaining({ action: 'order.status', before: { orderStatusId: 3 }, after: { orderStatusId: 10 } }),
    ]);

    const slot = await roomySlot(test.db, 12, 2);
    dataOf(await staff.post('timeslot/capacity', { timeslot_id: slot.timeslotId, capacity: 20 }));
    refusalOf(await staff.post('timeslot/capacity', { timeslot_id: slot.timeslotId, capacity: 1 }), 409);
    const entries = dataOf(await staff.get(`audit?timeslot_id=${slot.timeslotId}`)).entries as Entry[];
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'timeslot.capacity',
        staffName,
        before: { capacity: 12, booked: 2 },
        after: { capacity: 20, booked: 2 },
        summary: 'Capienza: 12 → 20 ordini',
      }),
    ]);
  });

  it('the trail is for staff only', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/ebsn/api/admin/audit' })).statusCode).toBe(401);
    expect(refusalOf(await client.get('admin/audit'), 403).code).toBe('errors.staffOnly');
  });
});
