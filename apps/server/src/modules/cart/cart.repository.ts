import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  addresses,
  carts,
  deliveryFees,
  loyaltyCards,
  stores,
  timeslots,
  userGiftCertificates,
  users,
  wishlistItems,
  wishlists,
} from '../../db/schema/index';

export type CartRow = typeof carts.$inferSelect;
export type CartChanges = Partial<Omit<typeof carts.$inferInsert, 'cartId' | 'userId' | 'createdAt'>>;

/** Cart status of a cart the shopper is still filling. */
export const OPEN_CART_STATUS = 0;

/**
 * The shopper's open cart, created when there is none, locked until the transaction ends: changes to
 * one cart run one after the other. `created` says whether this call made it.
 */
export async function lockOpenCart(tx: Tx, userId: number): Promise<{ cart: CartRow; created: boolean }> {
  const { cart, created } = await lockOpenCartWithDelivery(tx, userId);
  return { cart, created };
}

/**
 * `lockOpenCart`, with the shopper, the cart's address and its slot read by the same query (the lock
 * takes the cart row only): what every cart call needs first, in one round trip once the cart exists.
 */
export async function lockOpenCartWithDelivery(tx: Tx, userId: number) {
  const lockOpen = async () => {
    const [row] = await tx
      .select({ cart: carts, user: users, address: addresses, slot: timeslots })
      .from(carts)
      .innerJoin(users, eq(users.userId, carts.userId))
      .leftJoin(addresses, eq(addresses.addressId, carts.shippingAddressId))
      .leftJoin(timeslots, eq(timeslots.timeslotId, carts.timeslotId))
      .where(and(eq(carts.userId, userId), eq(carts.cartStatusId, OPEN_CART_STATUS)))
      .for('update', { of: carts });
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
 * What the cart answer shows besides its lines, in one query: the shopper (with their card's loyalty
 * points and whether their favourites hold a product), the address, the slot, the store, the
 * warehouse's delivery fee row and whether any gift certificate sits on the cart.
 */
export async function selectCartHeader(tx: Tx, cart: CartRow) {
  const favourites = sql<boolean>`EXISTS (SELECT 1 FROM ${wishlistItems} JOIN ${wishlists} ON ${wishlists.listId} = ${wishlistItems.listId}
    WHERE ${wishlists.userId} = ${users.userId} AND ${wishlists.kind} = 'favourites')`;
  const [row] = await tx
    .select({
      user: users,
      points: loyaltyCards.points,
      hasFavorites: favourites,
      address: addresses,
      slot: timeslots,
      store: { storeId: stores.storeId, name: stores.name },
      feeRow: { feeCents: deliveryFees.feeCents, freeThresholdCents: deliveryFees.freeThresholdCents },
      hasCertificates: sql<boolean>`EXISTS (SELECT 1 FROM ${userGiftCertificates}
        WHERE ${userGiftCertificates.cartId} = ${cart.cartId} AND ${userGiftCertificates.status} = 'applied')`,
    })
    .from(users)
    .leftJoin(loyaltyCards, eq(loyaltyCards.cardNumber, users.fidelityCard))
    .leftJoin(addresses, eq(addresses.addressId, sql`${cart.shippingAddressId}`))
    .leftJoin(timeslots, eq(timeslots.timeslotId, sql`${cart.timeslotId}`))
    .leftJoin(stores, eq(stores.storeId, sql`${cart.storeId}`))
    .leftJoin(
      deliveryFees,
      and(
        eq(deliveryFees.deliveryServiceId, sql`${cart.deliveryServiceId}`),
        eq(deliveryFees.warehouseId, sql`${cart.warehouseId}`),
      ),
    )
    .where(eq(users.userId, cart.userId));
  if (!row) throw new Error(`cart ${cart.cartId} has no user`);
  return row;
}
