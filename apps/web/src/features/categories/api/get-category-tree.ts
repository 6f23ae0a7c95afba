import type { Category } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import { categoryCacheHash } from './category-hash';

export const categoryTreeQueryKey = ['categories', 'tree'] as const;

/** GET /ebsn/api/category?depth=3&filtered=true&hash=…: departments with their subcategories and leaves. */
export async function getCategoryTree(signal?: AbortSignal): Promise<Category[]> {
  const data = await apiGet<{ categories: Category[] }>(
    '/ebsn/api/category',
    { depth: 3, filtered: true, hash: categoryCacheHash() },
    signal,
  );
  return data.categories;
}

export function getCategoryTreeQueryOptions() {
  return queryOptions({
    queryKey: categoryTreeQueryKey,
    queryFn: ({ signal }) => getCategoryTree(signal),
    // The tree changes a few times a year: keep it for the whole visit.
    staleTime: 60 * 60_000,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The category tree of the menus (the catalogue screens may read it too). */
export function useCategoryTree() {
  return useQuery(getCategoryTreeQueryOptions());
}
