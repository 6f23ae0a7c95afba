import { PRODUCT_PAGE_SIZE, type ProductListData, type SortOption } from '@spesa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type Query } from '../../../lib/api/client';

/** What a listing asks for: where (a search text and/or a category subtree) plus the shopper's filters. */
export type ProductsRequest = {
  q?: string;
  /** Products of this category and all its descendants. */
  parentCategoryId?: number;
  /** Products of exactly this (leaf) category. */
  categoryId?: number;
  /** Facet values as 'name:value'. */
  facets?: string[];
  sort?: SortOption;
  promo?: boolean;
  onlyNew?: boolean;
  preferred?: boolean;
  page?: number;
  pageSize?: number;
};

/** The request as the API's query string, with a stable order so equal requests share one cache entry. */
export function toProductsQuery(request: ProductsRequest): Query {
  return {
    q: request.q?.trim() || undefined,
    parent_category_id: request.parentCategoryId,
    category_id: request.categoryId,
    facet: request.facets?.length ? [...request.facets].sort() : undefined,
    sort: request.sort,
    promo: request.promo || undefined,
    new: request.onlyNew || undefined,
    preferred: request.preferred || undefined,
    page: request.page ?? 1,
    page_size: request.pageSize ?? PRODUCT_PAGE_SIZE,
  };
}

export const productsQueryKeys = {
  all: ['catalogue', 'products'] as const,
  list: (request: ProductsRequest) => [...productsQueryKeys.all, toProductsQuery(request)] as const,
};

/** GET /ebsn/api/products: a page of a listing or of a search, with its facets. */
export async function getProducts(request: ProductsRequest, signal?: AbortSignal): Promise<ProductListData> {
  return apiGet<ProductListData>('/ebsn/api/products', toProductsQuery(request), signal);
}

export function getProductsQueryOptions(request: ProductsRequest) {
  return queryOptions({
    queryKey: productsQueryKeys.list(request),
    queryFn: ({ signal }) => getProducts(request, signal),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(request: ProductsRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductsQueryOptions(request), enabled: options.enabled ?? true });
}
