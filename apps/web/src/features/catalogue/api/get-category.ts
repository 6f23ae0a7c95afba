import type { Category } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import { categoryCacheHash } from '../../categories/api/category-hash';

/** A category is asked for by its full slug path ('frutta-e-verdura/frutta') or by its id. */
export type CategoryRef = { slug: string } | { categoryId: number };

export const categoryQueryKeys = {
  all: ['catalogue', 'category'] as const,
  bySlug: (slug: string) => [...categoryQueryKeys.all, 'slug', slug] as const,
  byId: (categoryId: number) => [...categoryQueryKeys.all, 'id', categoryId] as const,
};

/** GET /ebsn/api/category (with the cache-burst hash): the category with its children; 404 (ApiError) when unknown. */
export async function getCategory(ref: CategoryRef, signal?: AbortSignal): Promise<Category> {
  const query = { ...('slug' in ref ? { slug: ref.slug } : { categoryId: ref.categoryId }), hash: categoryCacheHash() };
  const data = await apiGet<{ category: Category }>('/ebsn/api/category', query, signal);
  return data.category;
}

export function getCategoryQueryOptions(ref: CategoryRef) {
  return queryOptions({
    queryKey: 'slug' in ref ? categoryQueryKeys.bySlug(ref.slug) : categoryQueryKeys.byId(ref.categoryId),
    queryFn: ({ signal }) => getCategory(ref, signal),
    // The tree changes rarely: keep it for the client cache's 15 minutes.
    staleTime: 15 * 60_000,
  });
}

export function useCategory(ref: CategoryRef | undefined) {
  return useQuery({
    ...getCategoryQueryOptions(ref ?? { slug: '' }),
    enabled: ref !== undefined && ('slug' in ref ? ref.slug !== '' : ref.categoryId > 0),
  });
}
