import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giftCertificates, orders, userGiftCertificates } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  crowdOfShoppers,
  dataOf,
  openSlots,
  putSlotOnOpenCarts,
  roomySlot,
  stockFixtureProducts,
} from './testing/checkout-fixtures';

const { penne } = SEED_FIXTURES.products;

// PGlite has one connection and runs every request after the other: no two buys ever overlap there,
// so it cannot show the race. These run with TEST_DATABASE_URL (the server-postgres project).
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'gift codes spent by buys at the same moment (PostgreSQL only: PGlite serialises every request)',
  () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp();
      await stockFixtureProducts(test.db);
    });
    afterAll(() => test.close());

    /** Shoppers each with a cart of `quantity` penne, the code applied, prepared in a slot of their own (or one shared). */
    async function preparedBuyers(howMany: number, code: string, slotIds: number[]) {
      const crowd = await crowdOfShoppers(test, howMany);
      for (const shopper of crowd) dataOf(await shopper.client.add(penne.productId, 5));
      for (const shopper of crowd) dataOf(await shopper.client.post('cart-giftcertificate/add_code', { code }));
      await Promise.all(
        crowd.map((shopper, index) => putSlotOnOpenCarts(test.db, [shopper.userId], slotIds[index % slotIds.length] as number)),
      );
      for (const shopper of crowd) dataOf(await shopper.client.prepare());
      return crowd;
    }

    it('50 buyers, one single-use code, 50 slots: one discounted order and one use; the others 409 naming the code', async () => {
      const [code] = await test.db
        .insert(giftCertificates)
        .values({ code: 'GARA3', description: 'Buono da 3 €', valueType: 'fixed', value: 300, maxRedemptions: 1 })
        .returning();
      const slots = await openSlots(test.db, 50, 1);
      const crowd = await preparedBuyers(
        50,
        'GARA3',
        slots.map((slot) => slot.timeslotId),
      );

      const answers = await Promise.all(crowd.map((shopper) => shopper.client.buy(2)));

      const placed = answers.filter((answer) => answer.statusCode === 200);
      expect(placed).toHaveLength(1);
      for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().response.errorsMessage[0]).toEqual({
          code: 'errors.giftCertificate.spentMeanwhile',
          description:
            "Il buono GARA3 non è più disponibile: è stato appena utilizzato. Toglilo dal carrello per completare l'ordine senza sconto.",
        });
      }
      const userIds = crowd.map((shopper) => shopper.userId);
      const placedOrders = await test.db.select().from(orders).where(inArray(orders.userId, userIds));
      expect(placedOrders).toHaveLength(1);
      expect(placedOrders[0]?.giftTotalCents).toBe(300);
      const uses = await test.db
        .select()
        .from(userGiftCertificates)
        .where(
          and(eq(userGiftCertificates.giftCertificateId, code?.giftCertificateId ?? 0), eq(userGiftCertificates.status, 'used')),
        );
      expect(uses).toHaveLength(1);
      expect(uses[0]?.userId).toBe(placedOrders[0]?.userId);

      // A loser's cart shows the code as no longer usable, and buying again is refused the same way.
      const loser = crowd.find((shopper) => shopper.userId !== placedOrders[0]?.userId);
      if (!loser) throw new Error('no buyer lost');
      const cart = dataOf(await loser.client.get('cart/view'));
      expect(cart.orderAdjustmentSummary.orderAdjustments).toEqual([
        expect.objectContaining({
          amountCents: 0,
          giftCertificate: expect.objectContaining({ code: 'GARA3' }),
          refusal: {
            code: 'errors.giftCertificate.usedUp',
            description: 'Questo buono è già stato utilizzato e non è più disponibile.',
          },
        }),
      ]);
      expect((await loser.client.buy(2)).statusCode).toBe(409);
    }, 240_000);

    it('a fixed-amount code larger than the carts, on 100 carts bought at once, never brings a total below 0', async () => {
      await test.db
        .insert(giftCertificates)
        .values({ code: 'GRANDE50', description: 'Buono da 50 €', valueType: 'fixed', value: 5000, maxRedemptions: null });
      const slot = await roomySlot(test.db, 200, 0);
      const crowd = await preparedBuyers(100, 'GRANDE50', [slot.timeslotId]);

      const answers = await Promise.all(crowd.map((shopper) => shopper.client.buy(2)));

      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const userIds = crowd.map((shopper) => shopper.userId);
      const placed = await test.db.select().from(orders).where(inArray(orders.userId, userIds));
      expect(placed).toHaveLength(100);
      for (const order of placed) {
        expect(order.totalCents).toBeGreaterThanOrEqual(0);
        expect(order.giftTotalCents).toBe(order.subTotalCents);
      }
      const belowZero = await test.db
        .select()
        .from(orders)
        .where(and(inArray(orders.userId, userIds), lt(orders.totalCents, 0)));
      expect(belowZero).toEqual([]);
      const discounted = await test.db
        .select()
        .from(orders)
        .where(and(inArray(orders.userId, userIds), gt(orders.giftTotalCents, 0)));
      expect(discounted).toHaveLength(100);
    }, 240_000);
  },
);
