import type { AdminPlaces } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import { backOfficeQueryKeys } from './back-office-keys';

/** GET admin/places: the stores and warehouses staff prepare orders in. */
export function getPlacesQueryOptions() {
  return queryOptions({
    queryKey: backOfficeQueryKeys.places,
    queryFn: ({ signal }) => apiGet<AdminPlaces>('/ebsn/api/admin/places', undefined, signal),
    staleTime: 10 * 60_000,
  });
}

export function usePlaces() {
  return useQuery(getPlacesQueryOptions());
}
