import type { BillingData } from '@spesa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billingData } from '../../db/schema/index';

export type BillingDataRow = typeof billingData.$inferSelect;

export async function findBillingData(db: Db | Tx, userId: number): Promise<BillingDataRow | undefined> {
  const [row] = await db.select().from(billingData).where(eq(billingData.userId, userId)).limit(1);
  return row;
}

/** Saves the shopper's invoice data: the one row is written, or replaced as a whole (a field left empty is cleared). */
export async function saveBillingData(tx: Tx, userId: number, data: BillingData): Promise<BillingDataRow> {
  const values = { ...data, vatNumber: data.vatNumber ?? null, sdiCode: data.sdiCode ?? null, pec: data.pec ?? null };
  const [row] = await tx
    .insert(billingData)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingData.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error(`billing data of user ${userId} not saved`);
  return row;
}
