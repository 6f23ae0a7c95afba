import { ADDRESS_TYPE, DELIVERY_SERVICE, timeslotRefusal } from '@spesa/domain';
import type { Tx } from '../../db/client';
import { type AddressRow, findAddressById, findPickupAddressOfStore, updateUserDefaults } from '../addresses/address.repository';
import { servingWarehouse } from '../delivery/coverage.service';
import { findStoreById, type StoreRow, selectDeliveringStores } from '../stores/store.repository';
import {
  findTimeslot,
  firstOpenSlot,
  isSlotOf,
  placesFreedForEditOf,
  type SlotOwner,
  type TimeslotRow,
} from '../timeslots/timeslot.repository';
import type { UserRow } from '../users/user.repository';
import { type CartChanges, type CartRow, updateCart } from './cart.repository';
import { letCartDropItsHold } from './cart-payment-lock';

/** Where a cart's order comes from and whose slots it books. */
export type DeliveryTarget = { storeId: number | null; warehouseId: number; deliveryServiceId: number; slotOwner: SlotOwner };

/**
 * The target of an address: a pickup point is its shop's (or locker's) own slots; a home address is
 * the warehouse serving it, with the shopper's reference shop when that shop delivers for it. Null
 * when a home address is outside coverage.
 */
export async function deliveryTargetOf(
  tx: Tx,
  address: AddressRow,
  user: UserRow,
  /** The pickup point's shop when the caller read it already (with the cart's lock). */
  knownStore?: Pick<StoreRow, 'storeId' | 'warehouseId'> | null,
): Promise<DeliveryTarget | null> {
  if (address.addressTypeId === ADDRESS_TYPE.home) {
    const warehouse = await servingWarehouse(tx, address);
    if (!warehouse) return null;
    const delivering = await selectDeliveringStores(tx, warehouse.warehouseId);
    const store = delivering.find((row) => row.storeId === user.referenceStoreId) ?? delivering[0];
    const deliveryServiceId = DELIVERY_SERVICE.homeDelivery;
    return {
      storeId: store?.storeId ?? null,
      warehouseId: warehouse.warehouseId,
      deliveryServiceId,
      slotOwner: { warehouseId: warehouse.warehouseId, deliveryServiceId },
    };
  }
  const store =
    address.storeId === null
      ? undefined
      : knownStore?.storeId === address.storeId
        ? knownStore
        : await findStoreById(tx, address.storeId);
  if (!store) return null;
  const deliveryServiceId = DELIVERY_SERVICE.storePickup;
  return {
    storeId: store.storeId,
    warehouseId: store.warehouseId,
    deliveryServiceId,
    slotOwner: { storeId: store.storeId, deliveryServiceId },
  };
}

/** Whose slots the cart books now, from its delivery part (null without an address). */
export function slotOwnerOfCart(cart: CartRow): SlotOwner | null {
  if (cart.deliveryServiceId === DELIVERY_SERVICE.homeDelivery && cart.warehouseId !== null) {
    return { warehouseId: cart.warehouseId, deliveryServiceId: cart.deliveryServiceId };
  }
  if (cart.deliveryServiceId === DELIVERY_SERVICE.storePickup && cart.storeId !== null) {
    return { storeId: cart.storeId, deliveryServiceId: cart.deliveryServiceId };
  }
  return null;
}

/**
 * The address a cart gets before the shopper chooses: the default pickup point (at first the
 * reference shop's, which then becomes the default), else the default home address.
 */
async function autoAssignedAddress(tx: Tx, user: UserRow): Promise<AddressRow | undefined> {
  if (user.defaultStoreAddressId !== null) {
    const address = await findAddressById(tx, user.defaultStoreAddressId);
    if (address) return address;
  }
  if (user.referenceStoreId !== null) {
    const pickup = await findPickupAddressOfStore(tx, user.referenceStoreId);
    if (pickup) {
      await updateUserDefaults(tx, user.userId, { defaultStoreAddressId: pickup.addressId });
      return pickup;
    }
  }
  return user.defaultDeliveryAddressId === null ? undefined : findAddressById(tx, user.defaultDeliveryAddressId);
}

/**
 * Brings the cart's delivery part up to date: an address (auto-assigned when there is none), the
 * store and warehouse it implies, and a slot of that target that can still be chosen; a missing,
 * foreign, closed or full slot is replaced by the first open one, marked auto-assigned (a slot full
 * with the order an editing cart replaces is not full for that cart: the edit keeps the order's place).
 */
export async function refreshCartDelivery(
  tx: Tx,
  cart: CartRow,
  user: UserRow,
  now: Date,
  /** The cart's address and slot when the caller read them already (with the lock). */
  known?: {
    address: AddressRow | null;
    slot: TimeslotRow | null;
    addressStore?: Pick<StoreRow, 'storeId' | 'warehouseId'> | null;
  },
): Promise<CartRow> {
  const changes: CartChanges = {};
  let address =
    cart.shippingAddressId === null
      ? undefined
      : known
        ? (known.address ?? undefined)
        : await findAddressById(tx, cart.shippingAddressId);
  if (!address) {
    address = await autoAssignedAddress(tx, user);
    Object.assign(changes, { shippingAddressId: address?.addressId ?? null, addressAutoAssigned: true });
  }
  const target = address ? await deliveryTargetOf(tx, address, user, known?.addressStore) : null;
  Object.assign(changes, {
    storeId: target?.storeId ?? null,
    warehouseId: target?.warehouseId ?? null,
    deliveryServiceId: target?.deliveryServiceId ?? null,
  });
  const slot = cart.timeslotId === null ? undefined : known ? (known.slot ?? undefined) : await findTimeslot(tx, cart.timeslotId);
  // A cart editing an order may keep that order's place in a full slot (asked only when full).
  const freed =
    slot && cart.editsOrderId !== null && timeslotRefusal(slot, now) === 'full'
      ? await placesFreedForEditOf(tx, cart.editsOrderId, slot.timeslotId)
      : 0;
  const slotStillGood =
    target && slot && isSlotOf(slot, target.slotOwner) && timeslotRefusal({ ...slot, booked: slot.booked - freed }, now) === null;
  if (!slotStillGood) {
    const first = target ? await firstOpenSlot(tx, target.slotOwner, now) : undefined;
    Object.assign(changes, { timeslotId: first?.timeslotId ?? null, timeslotAutoAssigned: true });
  }
  const changed = (Object.keys(changes) as (keyof CartChanges)[]).some((key) => changes[key] !== cart[key as keyof CartRow]);
  if (!changed) return cart;
  // Not the shopper's change: a cart being paid whose slot closed or address is no longer served gives its hold up.
  await letCartDropItsHold(tx, cart.cartId);
  return updateCart(tx, cart.cartId, changes);
}
