import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses, carts, stores, timeslots, users } from '../../db/schema/index';
import { reusableQuery } from './reusable-query';

export type CartRow = typeof carts.$inferSelect;
export type CartChanges = Partial<Omit<typeof carts.$inferInsert, 'cartId' | 'userId' | 'createdAt'>>;

/** Cart status of a cart the shopper is still filling. */
export const OPEN_CART_STATUS = 0;

/**
 * Cart status of a placed order back in a cart for editing (order/modify): the shopper's working cart
 * while it exists, their open cart (status 0) kept aside untouched until the edit is bought.
 */
export const EDITING_CART_STATUS = 7;

/** The statuses a shopper works on: the editing cart first when there is one. */
const WORKING_CART_STATUSES = [EDITING_CART_STATUS, OPEN_CART_STATUS];

/**
 * The shopper's working cart — the cart of an order being modified (status 7) when there is one, else
 * the open cart (status 0), created when there is none — locked until the transaction ends: changes to
 * one cart run one after the other. `created` says whether this call made it.
 */
export async function lockOpenCart(tx: Tx, userId: number): Promise<{ cart: CartRow; created: boolean }> {
  const { cart, created } = await lockOpenCartWithDelivery(tx, userId);
  return { cart, created };
}

/**
 * `lockOpenCart`, with the shopper, the cart's address, its slot and the address's own shop (pickup
 * points) read by the same query (the lock takes the cart row only): what every cart call needs
 * first, in one round trip once the cart exists.
 */
const lockOpenCartQuery = reusableQuery((tx) =>
  tx
    .select({ cart: carts, user: users, address: addresses, slot: timeslots, addressStore: stores })
    .from(carts)
    .innerJoin(users, eq(users.userId, carts.userId))
    .leftJoin(addresses, eq(addresses.addressId, carts.shippingAddressId))
    .leftJoin(timeslots, eq(timeslots.timeslotId, carts.timeslotId))
    .leftJoin(stores, eq(stores.storeId, addresses.storeId))
    .where(and(eq(carts.userId, sql.placeholder('userId')), inArray(carts.cartStatusId, WORKING_CART_STATUSES)))
    .orderBy(desc(carts.cartStatusId))
    .limit(1)
    .for('update', { of: carts })
    .prepare('cart_lock_open'),
);

export async function lockOpenCartWithDelivery(tx: Tx, userId: number) {
  const lockOpen = async () => {
    const [row] = await lockOpenCartQuery(tx, { userId });
    return row;
  };
  const existing = await lockOpen();
  if (existing) return { ...existing, created: false };
  // No conflict target: the partial unique index (one open cart per user) turns a second insert into nothing.
  const inserted = await tx.insert(carts).values({ userId }).onConflictDoNothing().returning({ cartId: carts.cartId });
  const row = await lockOpen();
  if (!row) throw new Error(`no open cart for user ${userId}`);
  return { ...row, created: inserted.length > 0 };
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

/**
 * The shopper, the cart's address and its slot, for an answer whose caller did not read them with
 * the lock (or changed them since).
 */
export async function selectCartDelivery(tx: Tx, cart: CartRow) {
  const [row] = await tx
    .select({ user: users, address: addresses, slot: timeslots })
    .from(users)
    .leftJoin(addresses, eq(addresses.addressId, sql`${cart.shippingAddressId}`))
    .leftJoin(timeslots, eq(timeslots.timeslotId, sql`${cart.timeslotId}`))
    .where(eq(users.userId, cart.userId));
  if (!row) throw new Error(`cart ${cart.cartId} has no user`);
  return row;
}
