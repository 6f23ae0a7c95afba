import { shopDateIso } from '@spesa/domain';
import type { Db } from '../../db/client';
import { cartContextOf } from '../cart/cart-context';
import { slotOwnerOfCart } from '../cart/cart-delivery';
import { addressTypeOfCart, cartSubTotalCents } from '../cart/cart-view';
import { withOpenCart } from '../cart/open-cart';
import { deliveryProgressOfCart, warehouseFeeOf } from '../delivery/delivery.service';
import { selectOwnerSlots } from './timeslot.repository';
import { type TimeslotDay, timeslotDays } from './timeslot-days';

/** The slot selector's days for the cart's address (its shop, locker or warehouse). */
export function createTimeslotService(db: Db) {
  return {
    /**
     * `checkLocker` is accepted for the original client: a locker already books its own slots (its
     * compartments are its capacity), so it changes nothing here.
     */
    days: async (userId: number, options: { showClosed: boolean; checkLocker: boolean }) => {
      // Read before the cart's transaction opens (PGlite has one connection).
      const context = await cartContextOf(db);
      return withOpenCart(
        db,
        userId,
        async (tx, cart, _user, now, known): Promise<{ days: TimeslotDay[]; hasAddress: boolean }> => {
          const owner = slotOwnerOfCart(cart);
          if (!owner) return { days: [], hasAddress: false };
          const rows = await selectOwnerSlots(tx, owner, shopDateIso(now), { cartId: cart.cartId, now });
          // Every slot of the cart's service costs what the cart's items cost to deliver now (free above the threshold).
          const { feeCents } = deliveryProgressOfCart(
            context.tenant,
            await addressTypeOfCart(tx, cart, known),
            await warehouseFeeOf(tx, cart.deliveryServiceId, cart.warehouseId),
            await cartSubTotalCents(tx, cart, context),
          );
          return { days: timeslotDays(rows, cart.timeslotId, now, options.showClosed, feeCents), hasAddress: true };
        },
      );
    },
  };
}
