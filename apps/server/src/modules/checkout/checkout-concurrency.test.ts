import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cartItems, carts, orders, slotReservations, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { crowdOfShoppers, dataOf, putSlotOnOpenCarts, roomySlot, stockFixtureProducts } from './testing/checkout-fixtures';

// PGlite has one connection, so its requests run one after the other: fewer shoppers there keep the file fast.
const SHOPPERS = process.env.TEST_DB === 'postgres' ? 200 : 80;
const PLACES_LEFT = 50;

describe(`checkout under load: ${SHOPPERS} shoppers buy into a slot with ${PLACES_LEFT} places left at once`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await stockFixtureProducts(test.db);
  });
  afterAll(() => test.close());

  it('places exactly the free places, answers the others a clear 409, and loses no cart', async () => {
    const crowd = await crowdOfShoppers(test, SHOPPERS);
    for (const shopper of crowd) dataOf(await shopper.client.add(SEED_FIXTURES.products.penne.productId));
    const slot = await roomySlot(test.db, PLACES_LEFT + 10, 10);
    const userIds = crowd.map((shopper) => shopper.userId);
    await putSlotOnOpenCarts(test.db, userIds, slot.timeslotId);

    const outcomes = await Promise.all(
      crowd.map(async ({ client }) => {
        const prepared = await client.prepare();
        const answer = prepared.statusCode === 200 ? await client.buy(2) : prepared;
        return { statusCode: answer.statusCode, body: answer.json() };
      }),
    );

    const placed = outcomes.filter((outcome) => outcome.statusCode === 200);
    const refused = outcomes.filter((outcome) => outcome.statusCode !== 200);
    expect(placed).toHaveLength(PLACES_LEFT);
    expect(refused).toHaveLength(SHOPPERS - PLACES_LEFT);
    for (const outcome of refused) {
      expect(outcome.statusCode).toBe(409);
      expect(outcome.body.response.errorsMessage[0]).toEqual({
        code: 'errors.timeslotFull',
        description: "La fascia oraria scelta è al completo: scegline un'altra.",
      });
    }
    const [slotAfter] = await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, slot.timeslotId));
    expect(slotAfter).toMatchObject({ booked: PLACES_LEFT + 10, capacity: PLACES_LEFT + 10 });
    const [orderCount] = await test.db.select({ total: count() }).from(orders).where(eq(orders.timeslotId, slot.timeslotId));
    expect(orderCount?.total).toBe(PLACES_LEFT);
    const bookings = await test.db
      .select()
      .from(slotReservations)
      .where(
        and(
          eq(slotReservations.timeslotId, slot.timeslotId),
          eq(slotReservations.kind, 'booking'),
          isNull(slotReservations.releasedAt),
        ),
      );
    expect(bookings).toHaveLength(PLACES_LEFT);

    // No cart lost: a shopper who bought has the order (its cart, with the line) and a fresh open cart; the others still have their line.
    const buyers = new Set(placed.map((outcome) => outcome.body.data.order.orderId));
    const orderRows = await test.db.select().from(orders).where(inArray(orders.userId, userIds));
    expect(new Set(orderRows.map((row) => row.orderId))).toEqual(buyers);
    const cartRows = await test.db.select().from(carts).where(inArray(carts.userId, userIds));
    const lineRows = await test.db
      .select({ cartId: cartItems.cartId })
      .from(cartItems)
      .where(
        inArray(
          cartItems.cartId,
          cartRows.map((row) => row.cartId),
        ),
      );
    const linesByCart = new Map<number, number>();
    for (const line of lineRows) linesByCart.set(line.cartId, (linesByCart.get(line.cartId) ?? 0) + 1);
    const buyerIds = new Set(orderRows.map((row) => row.userId));
    for (const userId of userIds) {
      const mine = cartRows.filter((row) => row.userId === userId);
      const open = mine.filter((row) => row.cartStatusId === 0);
      expect(open).toHaveLength(1);
      if (buyerIds.has(userId)) {
        const bought = mine.find((row) => row.cartStatusId === 1);
        expect(orderRows.find((row) => row.userId === userId)?.cartId).toBe(bought?.cartId);
        expect(linesByCart.get(bought?.cartId ?? 0)).toBe(1);
        expect(linesByCart.get(open[0]?.cartId ?? 0) ?? 0).toBe(0);
      } else {
        expect(mine).toHaveLength(1);
        expect(linesByCart.get(open[0]?.cartId ?? 0)).toBe(1);
      }
    }
  }, 240_000);
});
