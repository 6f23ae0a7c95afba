import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerServiceRequests } from '../../db/schema/customer-service';

export type NewCustomerServiceRequest = typeof customerServiceRequests.$inferInsert;

/**
 * Stores a request unless one with the same brand and submission key exists (a double click, a
 * retry): the new row's id, or null for a repeat. The unique index decides, so two concurrent
 * requests store one row whatever their timing.
 */
export async function insertCustomerServiceRequest(db: Db, request: NewCustomerServiceRequest): Promise<number | null> {
  const [row] = await db
    .insert(customerServiceRequests)
    .values(request)
    .onConflictDoNothing({ target: [customerServiceRequests.brand, customerServiceRequests.submissionKey] })
    .returning({ requestId: customerServiceRequests.requestId });
  return row?.requestId ?? null;
}

/** Marks a request as mailed to the brand's customer-service address. */
export async function markCustomerServiceRequestForwarded(db: Db, requestId: number): Promise<void> {
  await db
    .update(customerServiceRequests)
    .set({ forwardedAt: new Date() })
    .where(eq(customerServiceRequests.requestId, requestId));
}
