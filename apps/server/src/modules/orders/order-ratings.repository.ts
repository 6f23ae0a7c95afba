import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderRatings } from '../../db/schema/index';

export type OrderRatingRow = typeof orderRatings.$inferSelect;
type Queryable = Db | Tx;

export async function findRating(db: Queryable, noteId: number): Promise<OrderRatingRow | undefined> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.noteId, noteId)).limit(1);
  return row;
}

/** Inserts the order's rating; undefined when the order already has one (a concurrent add). */
export async function insertRating(
  tx: Tx,
  values: { orderId: number; userId: number; score: number; comment: string },
): Promise<OrderRatingRow | undefined> {
  const [row] = await tx.insert(orderRatings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRating(tx: Tx, noteId: number, values: { score: number; comment: string }): Promise<OrderRatingRow> {
  const [row] = await tx
    .update(orderRatings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderRatings.noteId, noteId))
    .returning();
  if (!row) throw new Error(`rating ${noteId} vanished`);
  return row;
}

/** The shopper's ratings, oldest first, optionally of one order. */
export function selectRatingsOfUser(db: Queryable, userId: number, orderId?: number): Promise<OrderRatingRow[]> {
  return db
    .select()
    .from(orderRatings)
    .where(and(eq(orderRatings.userId, userId), orderId === undefined ? undefined : eq(orderRatings.orderId, orderId)))
    .orderBy(asc(orderRatings.noteId));
}
