import type { Cart } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/client';
import { announceActionFailure } from './cart-messages';
import { setCart } from './get-cart';

/** POST user-address/select: a home address (type 2) or a pickup point (3, 5) goes on the cart. */
export function selectAddress(addressTypeId: number, addressId: number): Promise<Cart> {
  return apiPost<Cart>('/ebsn/api/user-address/select', { address_type: addressTypeId, address_id: addressId });
}

/** GET store-proximity/select: a shop for pickup. */
export function selectStore(storeId: number): Promise<Cart> {
  return apiGet<Cart>('/ebsn/api/store-proximity/select', { store_id: storeId });
}

/** GET timeslot/select: a day (YYYY-MM-DD) and a slot; 409 when it is full or closed. */
export function selectTimeslot(date: string, timeslotId: number): Promise<Cart> {
  return apiGet<Cart>('/ebsn/api/timeslot/select', { sel_date: date, timeslot_id: timeslotId });
}

export function useSelectAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressTypeId, addressId }: { addressTypeId: number; addressId: number }) =>
      selectAddress(addressTypeId, addressId),
    onSuccess: (cart) => setCart(queryClient, cart),
    onError: (error) => announceActionFailure(error, 'errors.errorSettingAddress'),
  });
}

export function useSelectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectStore,
    onSuccess: (cart) => setCart(queryClient, cart),
    onError: (error) => announceActionFailure(error, 'errors.errorSettingAddress'),
  });
}

export function useSelectTimeslot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, timeslotId }: { date: string; timeslotId: number }) => selectTimeslot(date, timeslotId),
    onSuccess: (cart) => setCart(queryClient, cart),
    onError: (error) => announceActionFailure(error, 'errors.errorSettingTimeslot'),
  });
}
