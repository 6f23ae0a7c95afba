import { shopDateIso } from '@spesa/domain';
import type { Db } from '../../db/client';
import { slotOwnerOfCart } from '../cart/cart-delivery';
import { withOpenCart } from '../cart/open-cart';
import { selectOwnerSlots } from './timeslot.repository';
import { type TimeslotDay, timeslotDays } from './timeslot-days';

/** The slot selector's days for the cart's address (its shop, locker or warehouse). */
export function createTimeslotService(db: Db) {
  return {
    /**
     * `checkLocker` is accepted for the original client: a locker already books its own slots (its
     * compartments are its capacity), so it changes nothing here.
     */
    days: (userId: number, options: { showClosed: boolean; checkLocker: boolean }) =>
      withOpenCart(db, userId, async (tx, cart, _user, now): Promise<{ days: TimeslotDay[]; hasAddress: boolean }> => {
        const owner = slotOwnerOfCart(cart);
        if (!owner) return { days: [], hasAddress: false };
        const rows = await selectOwnerSlots(tx, owner, shopDateIso(now), { cartId: cart.cartId, now });
        return { days: timeslotDays(rows, cart.timeslotId, now, options.showClosed), hasAddress: true };
      }),
  };
}
