import type { ProductView } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export const productQueryKeys = {
  all: ['catalogue', 'product'] as const,
  bySlug: (slug: string) => [...productQueryKeys.all, slug] as const,
  byId: (productId: number) => [...productQueryKeys.all, 'id', productId] as const,
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

/** GET /ebsn/api/product/view?product_id=: one product by its id (a flyer page's products); 404 (ApiError) when missing. */
export async function getProductById(productId: number, signal?: AbortSignal): Promise<ProductView> {
  const data = await apiGet<{ product: ProductView }>('/ebsn/api/product/view', { product_id: productId }, signal);
  return data.product;
}

export function getProductByIdQueryOptions(productId: number) {
  return queryOptions({
    queryKey: productQueryKeys.byId(productId),
    queryFn: ({ signal }) => getProductById(productId, signal),
  });
}

export function useProduct(slug: string) {
  return useQuery(getProductQueryOptions(slug));
}
