import {
  ADDRESS_TYPE,
  type Cart,
  canChangeCartAddress,
  deliveryCodes,
  deliveryTexts,
  orderCodes,
  orderTexts,
  timeslotRefusal,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { type AddressRow, findPickupAddressOfStore, updateUserDefaults } from '../addresses/address.repository';
import { usableAddress } from '../addresses/address-access';
import { findTimeslotAsSeen, isSlotOf } from '../timeslots/timeslot.repository';
import type { UserRow } from '../users/user.repository';
import { type CartRow, updateCart } from './cart.repository';
import { type CartContext, cartContextOf } from './cart-context';
import { deliveryTargetOf, refreshCartDelivery, slotOwnerOfCart } from './cart-delivery';
import { type CartViewOptions, cartViewOf, type KnownDelivery } from './cart-view';
import { withOpenCart } from './open-cart';

export const addressNotCovered = () => badRequest(deliveryTexts.addressNotCovered, 'address_id', deliveryCodes.addressNotCovered);
const storeNotFound = () => notFound(deliveryTexts.storeNotFound, deliveryCodes.storeNotFound);
const timeslotNotFound = () => notFound(deliveryTexts.timeslotNotFound, deliveryCodes.timeslotNotFound);

/** Puts an address on the cart as the shopper's choice; a slot that no longer fits is re-assigned. */
async function putAddress(
  tx: Tx,
  cart: CartRow,
  user: UserRow,
  address: AddressRow,
  now: Date,
  cartContext: CartContext,
): Promise<Cart> {
  // The cart of an order being modified keeps the order's address: only its slot may change.
  if (!canChangeCartAddress({ editable: true, cartStatusId: cart.cartStatusId }))
    throw new HttpError(409, {
      code: orderCodes.orderAddressLocked,
      description: orderTexts.orderAddressLocked,
      field: 'address_id',
    });
  const target = await deliveryTargetOf(tx, address, user);
  if (!target) throw addressNotCovered();
  const updated = await updateCart(tx, cart.cartId, {
    shippingAddressId: address.addressId,
    addressAutoAssigned: false,
    storeId: target.storeId,
    warehouseId: target.warehouseId,
    deliveryServiceId: target.deliveryServiceId,
  });
  // The last pickup point chosen becomes the star of the pickup tab.
  if (address.addressTypeId !== ADDRESS_TYPE.home)
    await updateUserDefaults(tx, user.userId, { defaultStoreAddressId: address.addressId });
  return cartViewOf(tx, await refreshCartDelivery(tx, updated, user, now), cartContext);
}

/** The shopper's open cart and the delivery choices on it; every answer is the whole cart. */
export function createCartService(db: Db) {
  // The context is read when a call runs (the cart routes register it after the modules that build
  // this service), before the cart's transaction opens.
  const onOpenCart = async <T>(
    userId: number,
    work: (tx: Tx, cart: CartRow, user: UserRow, now: Date, context: CartContext, known: KnownDelivery) => Promise<T>,
  ): Promise<T> => {
    const context = await cartContextOf(db);
    return withOpenCart(db, userId, (tx, cart, user, now, known) => work(tx, cart, user, now, context, known));
  };
  return {
    view: (userId: number, options: CartViewOptions = {}) =>
      onOpenCart(userId, (tx, cart, _user, _now, context, known) => cartViewOf(tx, cart, context, options, known)),

    selectAddress: (userId: number, addressTypeId: number, addressId: number) =>
      onOpenCart(userId, async (tx, cart, user, now, context) => {
        const address = await usableAddress(tx, addressId, userId);
        if (address.addressTypeId !== addressTypeId)
          throw badRequest(`L'indirizzo è di tipo ${address.addressTypeId}`, 'address_type');
        return putAddress(tx, cart, user, address, now, context);
      }),

    selectStore: (userId: number, storeId: number) =>
      onOpenCart(userId, async (tx, cart, user, now, context) => {
        const address = await findPickupAddressOfStore(tx, storeId);
        if (!address?.active) throw storeNotFound();
        return putAddress(tx, cart, user, address, now, context);
      }),

    selectTimeslot: (userId: number, date: string, timeslotId: number) =>
      onOpenCart(userId, async (tx, cart, _user, now, context) => {
        const owner = slotOwnerOfCart(cart);
        if (!owner) throw conflict(deliveryTexts.noAddressSelected, deliveryCodes.noAddressSelected);
        // Places other carts hold at checkout count as taken (the shopper's own hold does not).
        const slot = await findTimeslotAsSeen(tx, timeslotId, cart.cartId, now);
        if (!slot || slot.slotDate !== date || !isSlotOf(slot, owner)) throw timeslotNotFound();
        const refusal = timeslotRefusal({ ...slot, booked: slot.taken }, now);
        if (refusal === 'closed') throw conflict(deliveryTexts.timeslotClosed, deliveryCodes.timeslotClosed);
        if (refusal === 'full') throw conflict(deliveryTexts.timeslotFull, deliveryCodes.timeslotFull);
        return cartViewOf(tx, await updateCart(tx, cart.cartId, { timeslotId, timeslotAutoAssigned: false }), context);
      }),
  };
}

export type CartService = ReturnType<typeof createCartService>;
