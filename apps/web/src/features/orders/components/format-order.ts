import { ADDRESS_TYPE } from '@spesa/domain';

const placedAt = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' });

/** The day an order was placed, Italian time: '21/11/2026'. */
export function formatOrderDate(createdAtIso: string): string {
  return placedAt.format(new Date(createdAtIso));
}

/** An order's address type (2, 3, 5) as the delivery icons name it. */
export function addressTypeOf(addressTypeId: number): 'home' | 'store' | 'locker' {
  if (addressTypeId === ADDRESS_TYPE.storePickup) return 'store';
  if (addressTypeId === ADDRESS_TYPE.locker) return 'locker';
  return 'home';
}
