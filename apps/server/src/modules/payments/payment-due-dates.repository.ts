import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentDueDates } from '../../db/schema';

export type PaymentDueDateRow = typeof paymentDueDates.$inferSelect;

/** The shopper's due dates, the latest first. */
export function selectPaymentDueDatesOf(db: Db, userId: number): Promise<PaymentDueDateRow[]> {
  return db
    .select()
    .from(paymentDueDates)
    .where(eq(paymentDueDates.userId, userId))
    .orderBy(desc(paymentDueDates.dueDate), desc(paymentDueDates.paymentDueDateId));
}

/** One due date of this shopper (undefined: missing or someone else's). */
export async function findOwnPaymentDueDate(db: Db, userId: number, paymentDueDateId: number) {
  const [row] = await db
    .select()
    .from(paymentDueDates)
    .where(and(eq(paymentDueDates.paymentDueDateId, paymentDueDateId), eq(paymentDueDates.userId, userId)))
    .limit(1);
  return row;
}
