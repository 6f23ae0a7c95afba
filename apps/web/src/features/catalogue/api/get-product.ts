import type { ProductView } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export const productQueryKeys = {
  all: ['catalogue', 'product'] as const,
  bySlug: (slug: string) => [...productQueryKeys.all, slug] as const,
};

/** GET /ebsn/api/product/view: one product by its slug, with its food information; 404 (ApiError) when missing. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductView> {
  const data = await apiGet<{ product: ProductView }>('/ebsn/api/product/view', { slug }, signal);
  return data.product;
}

export function getProductQueryOptions(slug: string) {
  return queryOptions({
    queryKey: productQueryKeys.bySlug(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });
}

export function useProduct(slug: string) {
  return useQuery(getProductQueryOptions(slug));
}
