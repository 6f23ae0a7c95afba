import { type Db, inTransaction, type Tx } from '../../db/client';
import { findUserById, type UserRow } from '../users/user.repository';
import { type CartRow, lockOpenCartWithDelivery } from './cart.repository';
import { refreshCartDelivery } from './cart-delivery';
import type { KnownDelivery } from './cart-view';

/**
 * Runs `work` in one transaction on the shopper's open cart (created on first use), locked against
 * concurrent changes and with its delivery part brought up to date first. The lock is the
 * transaction's first query (`inTransaction` sends it with BEGIN).
 */
export async function withOpenCart<T>(
  db: Db,
  userId: number,
  work: (tx: Tx, cart: CartRow, user: UserRow, now: Date, known: KnownDelivery) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const { cart, user, address, slot, addressStore } = await lockOpenCartWithDelivery(tx, userId);
    const now = new Date();
    const fresh = await refreshCartDelivery(tx, cart, user, now, { address, slot, addressStore });
    // Auto-assigning an address (a cart without one) may give the shopper a default pickup point: read the user again then.
    const current = cart.shippingAddressId === null ? ((await findUserById(tx, userId)) ?? user) : user;
    // What the lock read, for the answer (it reads them again if the refresh moved the cart elsewhere).
    return work(tx, fresh, current, now, { user: current, address, slot });
  });
}
