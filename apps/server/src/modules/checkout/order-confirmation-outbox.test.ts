import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { mailOutbox, timeslots } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { drainOutbox } from '../../lib/outbox';
import { orderConfirmationOf } from '../orders/order-confirmation-mail';
import { createCheckoutTestApp, dataOf, newCheckoutShopper, placeOrder, refusalOf } from './testing/checkout-fixtures';

const silentLog = { error: () => undefined } as never;

describe('the order confirmation leaves after the commit (mail outbox, decision 0044)', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createCheckoutTestApp();
  });
  afterAll(() => test.close());

  const rowsOfUser = (userId: number) => test.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));

  it('is written in the buy, sent once after it, and a second sweep sends nothing again', async () => {
    const { client, email, userId } = await newCheckoutShopper(test);
    const order = await placeOrder(client);
    const mail = await test.smtp.nextMail(email);
    expect(mail.subject).toContain(String(order.orderId));
    expect(mail.text).toContain(`/profile/orders/${order.orderId}`);
    // The worker's round that sent it (woken by the buy) notes it sent; two more rounds find nothing due.
    const confirmation = orderConfirmationOf(test.app);
    await Promise.all([confirmation.deliver(), confirmation.deliver()]);
    const [row] = await rowsOfUser(userId);
    expect(row).toMatchObject({ orderId: order.orderId, kind: 'orderConfirmation', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    await expect(test.smtp.nextMail(email, 500)).rejects.toThrow();
  });

  it('a buy that rolls back (the slot filled meanwhile) writes and sends nothing', async () => {
    const { client, email, userId } = await newCheckoutShopper(test);
    dataOf(await client.add(SEED_FIXTURES.products.penne.productId));
    const { hold } = dataOf(await client.prepare());
    // The place is taken last, after the confirmation was written in the same transaction.
    await test.db
      .update(timeslots)
      .set({ booked: sql`${timeslots.capacity}` })
      .where(eq(timeslots.timeslotId, hold.timeslotId));
    refusalOf(await client.buy(2), 409);
    await orderConfirmationOf(test.app).deliver();
    expect(await rowsOfUser(userId)).toEqual([]);
    await expect(test.smtp.nextMail(email, 500)).rejects.toThrow();
  });

  it('hands each row to one of several workers racing, and tries a failed send again later', async () => {
    const { userId } = await newCheckoutShopper(test);
    const keys = Array.from({ length: 40 }, (_, i) => ({ userId, subjectKey: `race:${userId}:${i}`, kind: 'test' }));
    const written = await test.db.insert(mailOutbox).values(keys).returning({ outboxId: mailOutbox.outboxId });
    const sent: number[] = [];
    const worker = () =>
      drainOutbox(test.db, {
        table: 'mail_outbox',
        batch: 5,
        log: silentLog,
        send: async ({ outboxId }) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          sent.push(outboxId);
        },
      });
    const counts = await Promise.all([worker(), worker(), worker(), worker()]);
    expect(counts.reduce((total, count) => total + count, 0)).toBe(40);
    expect(sent.toSorted((a, b) => a - b)).toEqual(written.map((row) => row.outboxId));

    // A send that fails is given back for later (not at once), then sent by a later round.
    const [failing] = await test.db
      .insert(mailOutbox)
      .values({ userId, subjectKey: `retry:${userId}`, kind: 'test' })
      .returning();
    const failOnce = (fail: boolean) =>
      drainOutbox(test.db, {
        table: 'mail_outbox',
        log: silentLog,
        send: async () => {
          if (fail) throw new Error('SMTP 451 try again later');
        },
      });
    expect(await failOnce(true)).toBe(0);
    const [afterFailure] = await test.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.outboxId, failing?.outboxId ?? 0));
    expect(afterFailure).toMatchObject({ claimedAt: null, sentAt: null, attempts: 1, lastError: 'SMTP 451 try again later' });
    expect(afterFailure?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await failOnce(false)).toBe(0);
    await test.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.outboxId, failing?.outboxId ?? 0));
    expect(await failOnce(false)).toBe(1);
    const [done] = await test.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.outboxId, failing?.outboxId ?? 0));
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done?.sentAt).toBeInstanceOf(Date);
  });
});
