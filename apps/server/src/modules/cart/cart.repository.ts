import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carts } from '../../db/schema/cart';

export type CartRow = typeof carts.$inferSelect;
export type CartChanges = Partial<Omit<typeof carts.$inferInsert, 'cartId' | 'userId' | 'createdAt'>>;

/** Cart status of a cart the shopper is still filling. */
export const OPEN_CART_STATUS = 0;

/**
 * The shopper's open cart, created when there is none, locked until the transaction ends: changes to
 * one cart run one after the other. `created` says whether this call made it.
 */
export async function lockOpenCart(tx: Tx, userId: number): Promise<{ cart: CartRow; created: boolean }> {
  // No conflict target: the partial unique index (one open cart per user) turns a second insert into nothing.
  const inserted = await tx.insert(carts).values({ userId }).onConflictDoNothing().returning({ cartId: carts.cartId });
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.cartStatusId, OPEN_CART_STATUS)))
    .for('update');
  if (!cart) throw new Error(`no open cart for user ${userId}`);
  return { cart, created: inserted.length > 0 };
}

export async function updateCart(tx: Db | Tx, cartId: number, changes: CartChanges): Promise<CartRow> {
  const [row] = await tx
    .update(carts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(carts.cartId, cartId))
    .returning();
  if (!row) throw new Error(`cart ${cartId} vanished`);
  return row;
}
