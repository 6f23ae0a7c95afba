import type { Address, GeocodedPlace, PostalCodeCoverage, Store } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet, apiPost } from '../../../lib/api/client';

export const addressQueryKeys = {
  all: [...accountQueryKeys.scope, 'addresses'] as const,
  service: (deliveryServiceId: number) => [...accountQueryKeys.scope, 'addresses', 'service', deliveryServiceId] as const,
  list: [...accountQueryKeys.scope, 'addresses', 'list'] as const,
  one: (addressId: number) => [...accountQueryKeys.scope, 'addresses', 'one', addressId] as const,
};

/** GET user-address/delivery-service-list: the shopper's homes (2) or the pickup points (1). */
export async function getServiceAddresses(deliveryServiceId: number, signal?: AbortSignal): Promise<Address[]> {
  return (
    await apiGet<{ addresses: Address[] }>(
      '/ebsn/api/user-address/delivery-service-list',
      { delivery_service_id: deliveryServiceId },
      signal,
    )
  ).addresses;
}

export function useServiceAddresses(deliveryServiceId: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: addressQueryKeys.service(deliveryServiceId),
      queryFn: ({ signal }) => getServiceAddresses(deliveryServiceId, signal),
      enabled,
    }),
  );
}

/** GET user-address/list: the shopper's own addresses, the default first. */
export function useAddressList() {
  return useQuery({
    queryKey: addressQueryKeys.list,
    queryFn: async ({ signal }) =>
      (await apiGet<{ addresses: Address[] }>('/ebsn/api/user-address/list', { address_type: 2 }, signal)).addresses,
  });
}

/** GET user-address/view. */
export function useAddress(addressId: number | undefined) {
  return useQuery({
    queryKey: addressQueryKeys.one(addressId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiGet<{ address: Address }>('/ebsn/api/user-address/view', { address_id: addressId }, signal)).address,
    enabled: addressId !== undefined,
  });
}

/** GET store/view: a shop with its delivery services (the selector's tabs). */
export function useStore(storeId: number | undefined) {
  return useQuery({
    queryKey: ['stores', 'view', storeId ?? 0],
    queryFn: async ({ signal }) => (await apiGet<{ store: Store }>('/ebsn/api/store/view', { store_id: storeId }, signal)).store,
    enabled: storeId !== undefined,
    staleTime: 60 * 60_000,
  });
}

export type AddressCheckInput = {
  address1: string;
  addressNumber: string;
  city: string;
  postalcode: string;
  province: string;
  latitude?: number | null;
  longitude?: number | null;
};
export type AddressCheckResult = {
  active: number;
  warehouse: { warehouseId: number; name: string } | null;
  address: AddressCheckInput & { latitude: number | null; longitude: number | null };
};

/** POST user-address/check: the verify step. */
export function checkAddress(input: AddressCheckInput): Promise<AddressCheckResult> {
  const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== ''));
  return apiPost<AddressCheckResult>('/ebsn/api/user-address/check', body);
}

/** GET user-address/coverage: whether home delivery reaches a postal code (for visitors too). */
export function checkPostalCodeCoverage(postalcode: string): Promise<PostalCodeCoverage> {
  return apiGet<PostalCodeCoverage>('/ebsn/api/user-address/coverage', { postalcode });
}

export type AddressUpdateInput = {
  addressId?: number;
  addressName: string;
  doorbellName: string;
  referencePhoneNumber: string;
  province: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  floor?: string;
  addressNote?: string;
  elevator?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  defaultAddress?: boolean;
};

/** POST user-address/update: creates or changes a home address. */
export function updateAddress(input: AddressUpdateInput): Promise<{ addressId: number; address: Address }> {
  const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
  return apiPost('/ebsn/api/user-address/update', body);
}

/** GET user-address/delete: 409 with the server's text when the cart uses it. */
export function deleteAddress(addressId: number): Promise<unknown> {
  return apiGet('/ebsn/api/user-address/delete', { address_id: addressId });
}

/** After any change to the shopper's addresses: every address list is asked again (addresses-updated). */
export function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressQueryKeys.all });
}

export function useUpdateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => void invalidate() });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => void invalidate() });
}

/** GET geocoding/autocomplete: streets in Italy, asked only past 3 typed characters. */
export async function autocompleteStreet(q: string, signal?: AbortSignal): Promise<GeocodedPlace[]> {
  if (q.trim().length <= 3) return [];
  return (await apiGet<{ suggestions: GeocodedPlace[] }>('/ebsn/api/geocoding/autocomplete', { q }, signal)).suggestions;
}

/** GET geocoding/geocode by a point: the address there (the geolocate button). */
export async function reverseGeocode(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
  return (await apiGet<{ results: GeocodedPlace[] }>('/ebsn/api/geocoding/geocode', { latitude, longitude })).results[0] ?? null;
}
