import type { Cents } from '../money/money';
import {
  ADDRESS_TYPE,
  type AddressTypeId,
  DELIVERY_SERVICE,
  type DeliveryServiceId,
  deliveryServiceTable,
} from '../order-status/service-and-payment-types';
import { addDaysIso, shopInstant } from './rome-time';

/** The services the address selector shows, in tab order; a tab appears only for `showTab` services. */
export const deliveryServices: readonly { deliveryServiceId: DeliveryServiceId; name: string; showTab: boolean }[] =
  deliveryServiceTable.entries.map((entry) => ({ deliveryServiceId: entry.id, name: entry.label, showTab: true }));

/** What an address type names in answers: 'home' (2), 'store' (3, pickup in a shop) and 'locker' (5). */
export type AddressTypeKey = 'home' | 'store' | 'locker';
const addressTypeKeys: Record<AddressTypeId, AddressTypeKey> = { 2: 'home', 3: 'store', 5: 'locker' };

/** The key of an address type id. */
export function addressTypeKeyOf(addressTypeId: AddressTypeId): AddressTypeKey {
  return addressTypeKeys[addressTypeId];
}

/** The delivery service an address type uses: home addresses are delivered (2), shops and lockers are pickups (1). */
export function deliveryServiceOfAddressType(addressTypeId: AddressTypeId): DeliveryServiceId {
  return addressTypeId === ADDRESS_TYPE.home ? DELIVERY_SERVICE.homeDelivery : DELIVERY_SERVICE.storePickup;
}

/** The address types a delivery service lists. */
export function addressTypesOfService(deliveryServiceId: DeliveryServiceId): AddressTypeId[] {
  return deliveryServiceId === DELIVERY_SERVICE.homeDelivery
    ? [ADDRESS_TYPE.home]
    : [ADDRESS_TYPE.storePickup, ADDRESS_TYPE.locker];
}

/** How many days of slots are kept open for booking, from today. */
export const TIMESLOT_ROLLING_DAYS = 7;

export type TimeslotStatus = 'empty' | 'intermediate' | 'full';

/** DESIGN.md: empty below 50% taken, intermediate up to but below full, full at capacity. */
export function timeslotStatus(booked: number, capacity: number): TimeslotStatus {
  if (capacity <= 0 || booked >= capacity) return 'full';
  return booked * 2 < capacity ? 'empty' : 'intermediate';
}

/** Pickups close 2 hours before the slot starts: the shop needs that long to prepare the bags. */
export const PICKUP_CUTOFF_HOURS = 2;
/** Home deliveries close the evening before, at this hour: routes are planned overnight. */
export const HOME_DELIVERY_CUTOFF_TIME = '22:00';

/** The instant after which a slot can no longer be chosen, from its service, day and start (Italian time). */
export function timeslotCutoff(deliveryServiceId: number, dateIso: string, beginTime: string): Date {
  if (deliveryServiceId === DELIVERY_SERVICE.homeDelivery) return shopInstant(addDaysIso(dateIso, -1), HOME_DELIVERY_CUTOFF_TIME);
  return new Date(shopInstant(dateIso, beginTime).getTime() - PICKUP_CUTOFF_HOURS * 3_600_000);
}

/** Why a slot cannot be chosen now, or null when it can. */
export function timeslotRefusal(
  slot: { active: boolean; cutoffAt: Date; booked: number; capacity: number },
  now: Date,
): 'closed' | 'full' | null {
  if (!slot.active || slot.cutoffAt.getTime() <= now.getTime()) return 'closed';
  return timeslotStatus(slot.booked, slot.capacity) === 'full' ? 'full' : null;
}

/** A delivery fee rule: the fee, waived from a subtotal up (null: never waived). */
export type DeliveryFeeRule = { feeCents: Cents; freeThresholdCents: Cents | null };

/** The fee a cart pays for its subtotal under a rule. */
export function deliveryFeeCents(rule: DeliveryFeeRule, subtotalCents: Cents): Cents {
  if (rule.freeThresholdCents !== null && subtotalCents >= rule.freeThresholdCents) return 0;
  return rule.feeCents;
}

/** What is still missing to free delivery (0 once reached or when the fee is already 0; null with no threshold). */
export function amountToFreeDeliveryCents(rule: DeliveryFeeRule, subtotalCents: Cents): Cents | null {
  if (rule.feeCents === 0) return 0;
  if (rule.freeThresholdCents === null) return null;
  return Math.max(0, rule.freeThresholdCents - subtotalCents);
}

/** How a slot is named wherever it is shown (slot lists, the cart, an order): '09:00 - 11:00'. */
export function timeslotName(beginTime: string, endTime: string): string {
  return `${beginTime} - ${endTime}`;
}
