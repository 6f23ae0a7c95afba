import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rawStatement, runRaw, tableReader } from '../../db/raw-query';
import { addresses, carts, stores, timeslots, users } from '../../db/schema/index';

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

const cartColumns = tableReader(carts);
const userColumns = tableReader(users);
const addressColumns = tableReader(addresses);
const slotColumns = tableReader(timeslots);
const addressStoreColumns = tableReader(stores, ['storeId', 'warehouseId']);

/**
 * `lockOpenCart`, with the shopper, the cart's address, its slot and the address's own shop (pickup
 * points: its id and warehouse) read by the same query (the lock takes the cart row only): what every
 * cart call needs first, in one round trip once the cart exists. Run on every cart call: a named
 * prepared statement whose rows are mapped by hand (`tableReader`), no query building per call.
 */
const lockOpenCartStatement = rawStatement(
  'cart_lock_open',
  sql`SELECT ${cartColumns.list}, ${userColumns.list}, ${addressColumns.list}, ${slotColumns.list}, ${addressStoreColumns.list}
    FROM ${carts}
    JOIN ${users} ON ${users.userId} = ${carts.userId}
    LEFT JOIN ${addresses} ON ${addresses.addressId} = ${carts.shippingAddressId}
    LEFT JOIN ${timeslots} ON ${timeslots.timeslotId} = ${carts.timeslotId}
    LEFT JOIN ${stores} ON ${stores.storeId} = ${addresses.storeId}
    WHERE ${carts.userId} = $1 AND ${carts.cartStatusId} IN (${sql.raw(WORKING_CART_STATUSES.join(', '))})
    ORDER BY ${carts.cartStatusId} DESC LIMIT 1
    FOR UPDATE OF ${sql.identifier('carts')}`,
);

async function lockOpen(tx: Tx, userId: number) {
  const [row] = await runRaw(tx, lockOpenCartStatement, [userId]);
  if (!row) return undefined;
  let at = 0;
  const cart = cartColumns.read(row, at);
  at += cartColumns.width;
  const user = userColumns.read(row, at);
  at += userColumns.width;
  const address = addressColumns.readJoined(row, at);
  at += addressColumns.width;
  const slot = slotColumns.readJoined(row, at);
  at += slotColumns.width;
  return { cart, user, address, slot, addressStore: addressStoreColumns.readJoined(row, at) };
}

/** `checked`: the session's check sent before the lock; nothing of the lock's answer is used, nor the cart made, unless it passed. */
export async function lockOpenCartWithDelivery(tx: Tx, userId: number, checked?: Promise<void>) {
  const existing = await lockOpen(tx, userId);
  if (checked) await checked;
  // lockedFirst: the transaction's first statement on the cart took its lock (what a statement sent behind it reads is after the lock).
  if (existing) return { ...existing, created: false, lockedFirst: true };
  // No conflict target: the partial unique index (one open cart per user) turns a second insert into nothing.
  const inserted = await tx.insert(carts).values({ userId }).onConflictDoNothing().returning({ cartId: carts.cartId });
  const row = await lockOpen(tx, userId);
  if (!row) throw new Error(`no open cart for user ${userId}`);
  return { ...row, created: inserted.length > 0, lockedFirst: false };
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
