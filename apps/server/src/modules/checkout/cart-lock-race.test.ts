import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { crowdOfShoppers, dataOf, putSlotOnOpenCarts, roomySlot, stockFixtureProducts } from './testing/checkout-fixtures';

const SHOPPERS = process.env.TEST_DB === 'postgres' ? 40 : 12;
const { penne, eggs } = SEED_FIXTURES.products;

describe(`a cart being paid: ${SHOPPERS} shoppers change their prepared cart while buying it`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await stockFixtureProducts(test.db);
  });
  afterAll(() => test.close());

  it('buys the cart as prepared; a change either is refused (409, being paid) or lands in the fresh cart after the buy', async () => {
    const crowd = await crowdOfShoppers(test, SHOPPERS);
    for (const shopper of crowd) dataOf(await shopper.client.add(penne.productId));
    const slot = await roomySlot(test.db, SHOPPERS + 5);
    await putSlotOnOpenCarts(
      test.db,
      crowd.map((shopper) => shopper.userId),
      slot.timeslotId,
    );
    for (const shopper of crowd) dataOf(await shopper.client.prepare());

    const outcomes = await Promise.all(
      crowd.map(async ({ client }) => {
        const [buy, add, comment] = await Promise.all([
          client.buy(2),
          client.add(eggs.productId),
          client.post('cart/update-cart-info', { property: 'order_comment', value: 'Citofono rotto' }),
        ]);
        return { buy, changes: [add, comment] };
      }),
    );

    const orderIds: number[] = [];
    for (const { buy, changes } of outcomes) {
      orderIds.push(dataOf(buy).orderId);
      for (const change of changes) {
        expect([200, 409], change.body).toContain(change.statusCode);
        if (change.statusCode === 409) expect(change.json().response.errorsMessage[0].code).toBe('errors.cart.beingPaid');
        // After the buy the change is the fresh cart's: never the order's.
        else expect(dataOf(change).cartStatusId).toBe(0);
      }
    }
    // Every order is the prepared cart: one line of penne, no comment.
    const placed = await test.db.select().from(orders).where(inArray(orders.orderId, orderIds));
    expect(placed).toHaveLength(SHOPPERS);
    for (const order of placed) {
      const lines = await test.db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
      expect(lines.map((line) => line.productId)).toEqual([penne.productId]);
      expect(order.cartInfos.order_comment ?? '').toBe('');
    }
  }, 120_000);
});
