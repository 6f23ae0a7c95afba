import { finishedOrderStatusIds } from '@spesa/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, users } from '../../db/schema/index';

/**
 * The shopper's orders still under way, locked (the store may move one to "out for delivery" meanwhile:
 * the lock makes the deletion's check and the store's change happen one after the other).
 */
export function lockOpenOrdersOfUser(tx: Tx, userId: number) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.orderStatusId, [...finishedOrderStatusIds])))
    .orderBy(orders.orderId)
    .for('update');
}

/** Locks the shopper's row: two deletions (two sessions) cannot interleave. */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for('update');
  return rows.length > 0;
}

/** Removes the shopper: sessions, carts, addresses, lists, orders and the rest go with it (ON DELETE CASCADE). */
export async function deleteUserRow(tx: Tx, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.userId, userId));
}
