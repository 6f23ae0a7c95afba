import type { Store } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export const storesQueryKey = ['stores', 'list'] as const;

/** GET /ebsn/api/store-proximity/list: the shops a shopper can choose as their reference store. */
export async function getStores(signal?: AbortSignal): Promise<Store[]> {
  return (await apiGet<{ stores: Store[] }>('/ebsn/api/store-proximity/list', { orderby: 'name' }, signal)).stores;
}

export function getStoresQueryOptions() {
  return queryOptions({ queryKey: storesQueryKey, queryFn: ({ signal }) => getStores(signal), staleTime: 60 * 60_000 });
}

export function useStores() {
  return useQuery(getStoresQueryOptions());
}
