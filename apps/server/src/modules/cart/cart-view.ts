import { type AddressTypeId, addressTypeKeyOf, type Cart, centsToEuros, deliveryFeeCents } from '@spesa/domain';
import type { Tx } from '../../db/client';
import { findAddressById } from '../addresses/address.repository';
import { deliveryFeeRule } from '../delivery/delivery.service';
import { findStoreById } from '../stores/store.repository';
import { findTimeslot } from '../timeslots/timeslot.repository';
import { findUserById } from '../users/user.repository';
import { toUser } from '../users/user-mapper';
import { type CartRow, OPEN_CART_STATUS } from './cart.repository';

/** The cart as `cart/view` and every delivery change answer it. Items come with the cart issue. */
export async function cartViewOf(tx: Tx, cart: CartRow): Promise<Cart> {
  const user = await findUserById(tx, cart.userId);
  if (!user) throw new Error(`cart ${cart.cartId} has no user`);
  const address = cart.shippingAddressId === null ? undefined : await findAddressById(tx, cart.shippingAddressId);
  const slot = cart.timeslotId === null ? undefined : await findTimeslot(tx, cart.timeslotId);
  const store = cart.storeId === null ? undefined : await findStoreById(tx, cart.storeId);
  const subtotalCents = 0;
  const feeCents = deliveryFeeCents(await deliveryFeeRule(tx, cart.deliveryServiceId, cart.warehouseId), subtotalCents);
  return {
    cartId: cart.cartId,
    cartStatusId: cart.cartStatusId,
    editable: cart.cartStatusId === OPEN_CART_STATUS,
    user: toUser(user),
    store: store ? { storeId: store.storeId, name: store.name } : null,
    warehouse: cart.warehouseId === null ? null : { warehouseId: cart.warehouseId },
    deliveryServiceId: cart.deliveryServiceId,
    shippingAddress: address
      ? {
          addressId: address.addressId,
          deliveryServiceId: address.deliveryServiceId,
          addressTypeId: address.addressTypeId,
          addressType: addressTypeKeyOf(address.addressTypeId as AddressTypeId),
          addressName: address.addressName,
          address1: address.address1,
          addressNumber: address.addressNumber,
          city: address.city,
          province: address.province,
          postalcode: address.postalcode,
          autoAssigned: cart.addressAutoAssigned,
        }
      : null,
    timeslot: slot
      ? {
          date: slot.slotDate,
          timeslotId: slot.timeslotId,
          beginTime: slot.beginTime,
          endTime: slot.endTime,
          name: `${slot.beginTime} - ${slot.endTime}`,
          autoAssigned: cart.timeslotAutoAssigned,
        }
      : null,
    cartInfos: { order_comment: cart.cartInfos.order_comment ?? '', need_invoice: cart.cartInfos.need_invoice ?? 'false' },
    cartItems: [],
    totalItems: 0,
    totalPriceCents: subtotalCents,
    totalPrice: centsToEuros(subtotalCents),
    deliveryFeeCents: feeCents,
    deliveryFee: centsToEuros(feeCents),
  };
}
