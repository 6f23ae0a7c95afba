import { type Db, inTransaction, type Tx } from '../../db/client';
import { findUserById, type UserRow } from '../users/user.repository';
import { type CartRow, lockOpenCartWithDelivery } from './cart.repository';
import { refreshCartDelivery } from './cart-delivery';
import { type PrefetchedAnswer, prefetchCartAnswer } from './cart-lines.repository';
import type { SessionCheck } from './cart-shopper';
import type { KnownDelivery } from './cart-view';

/**
 * Runs `work` in one transaction on the shopper's open cart (created on first use), locked against
 * concurrent changes and with its delivery part brought up to date first. The lock is the
 * transaction's first query (`inTransaction` sends it with BEGIN).
 */
export async function withOpenCart<T>(
  db: Db,
  userId: number,
  work: (tx: Tx, cart: CartRow, user: UserRow, now: Date, known: KnownDelivery, answer?: PrefetchedAnswer) => Promise<T>,
  /**
   * The app (catalogue snapshot) the answer's rows are read ahead for, sent with the lock
   * (`prefetchCartAnswer`, which leaves out the lines kept for it while they hold), for a `work` whose
   * first read is the answer's rows (`selectCartAnswer`) and that writes nothing before it; none: not
   * read ahead. Handed to `work` only when the refresh of the delivery part wrote nothing.
   */
  readAnswerAheadFor?: object,
  /** The session's check (`Shopper.check`): sent first; the cart is used only once it passed (the lock's answer waits for it). */
  check?: SessionCheck,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const checked = check?.(tx);
    // Handled here, awaited by the lock (a failure of the lock's own is then the one reported).
    checked?.catch(() => undefined);
    const locked = lockOpenCartWithDelivery(tx, userId, checked);
    const ahead = readAnswerAheadFor ? prefetchCartAnswer(tx, userId, readAnswerAheadFor) : undefined;
    const { cart, user, address, slot, addressStore, lockedFirst } = await locked;
    const now = new Date();
    const fresh = await refreshCartDelivery(tx, cart, user, now, { address, slot, addressStore });
    // Auto-assigning an address (a cart without one) may give the shopper a default pickup point: read the user again then.
    const current = cart.shippingAddressId === null ? ((await findUserById(tx, userId)) ?? user) : user;
    // What the lock read, for the answer (it reads them again if the refresh moved the cart elsewhere).
    const known = { user: current, address, slot };
    // Rows read ahead are the answer's only when the first statement took the lock (not when the cart
    // was missing then: another call may have made and changed it since) and the refresh wrote nothing.
    return work(tx, fresh, current, now, known, lockedFirst && fresh === cart ? ahead : undefined);
  });
}
