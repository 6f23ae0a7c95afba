import { getTenant } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { orders, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { createCheckoutTestApp, dataOf, newCheckoutShopper } from '../checkout/testing/checkout-fixtures';
import { createPaymentService } from './payment.service';
import { createPaymentTimeoutJob } from './payment-timeout-job';
import { createTestGateway } from './test-gateway';

describe('the payment timeout job run by several instances at once', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  it('cancels a suspended order exactly once and gives its slot place back once', async () => {
    const { client } = await newCheckoutShopper(test);
    dataOf(await client.add(SEED_FIXTURES.products.penne.productId));
    dataOf(await client.prepare());
    const { orderId } = dataOf(await client.buy(12));
    const [order] = await test.db.select().from(orders).where(eq(orders.orderId, orderId));
    const slotOf = async () =>
      (
        await test.db
          .select()
          .from(timeslots)
          .where(eq(timeslots.timeslotId, order?.timeslotId as number))
      )[0];
    const bookedBefore = (await slotOf())?.booked as number;

    // Three instances, each with its own service and job over the one database, past the timeout together.
    const later = new Date(Date.now() + 31 * 60_000);
    const jobs = Array.from({ length: 3 }, () =>
      createPaymentTimeoutJob(
        createPaymentService(test.db, {
          gateway: createTestGateway(),
          tenant: getTenant('buonmercato'),
          timeoutMinutes: 30,
          now: () => later,
        }),
        test.app.log,
        { db: test.db },
      ),
    );
    const rounds = await Promise.all(jobs.map((job) => job.runOnce()));
    const cancelled = rounds.flat();
    expect(cancelled.filter((id) => id === orderId)).toHaveLength(1);
    expect(new Set(cancelled).size).toBe(cancelled.length);
    const [after] = await test.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(after?.orderStatusId).toBe(10);
    expect((await slotOf())?.booked).toBe(bookedBefore - 1);
    // Later rounds, in any instance, find nothing more to do for it.
    expect((await Promise.all(jobs.map((job) => job.runOnce()))).flat()).not.toContain(orderId);
  });
});
