import { PRODUCT_PAGE_SIZE, type SortOption } from '@spesa/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductsRequest } from '../api/get-products';

/** The catalogue filters of the specification, as a screen reads them. */
export type CatalogueFilters = {
  /** Selected facet values as 'name:value' (values of one facet are OR-ed, facets AND-ed). */
  facets: string[];
  sort: SortOption | undefined;
  promo: boolean;
  onlyNew: boolean;
  preferred: boolean;
  /** 1-based. */
  page: number;
  /** A subcategory chosen inside a category page (`/category/…?categoryId=`). */
  categoryId: number | undefined;
  pageSize: number;
};

export const defaultFilters: CatalogueFilters = {
  facets: [],
  sort: undefined,
  promo: false,
  onlyNew: false,
  preferred: false,
  page: 1,
  categoryId: undefined,
  pageSize: PRODUCT_PAGE_SIZE,
};

/**
 * The API's sort orders, in the order the select offers them. A record over the domain's type so a
 * new order cannot be missed; not the domain's `sortOptions` array, which sits beside the zod
 * schemas and would bring zod into the page's code.
 */
const sortOrder: Record<SortOption, number> = { rel: 0, pri_asc: 1, pri_des: 2, alf_asc: 3, alf_des: 4 };
export const sortChoices = (Object.keys(sortOrder) as SortOption[]).sort((a, b) => sortOrder[a] - sortOrder[b]);

/** The search parameters that hold the filters; anything else in the URL (such as `q`) is left alone. */
const filterParams = ['facet', 'sort', 'promo', 'new', 'preferred', 'page', 'categoryId', 'pageSize'] as const;

const positiveInt = (value: string | null): number | undefined => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};
const flag = (value: string | null) => value === 'true' || value === '1';

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const sort = params.get('sort');
  return {
    facets: [...new Set(params.getAll('facet').filter((facet) => facet.includes(':')))],
    sort: sort !== null && Object.hasOwn(sortOrder, sort) ? (sort as SortOption) : undefined,
    promo: flag(params.get('promo')),
    onlyNew: flag(params.get('new')),
    preferred: flag(params.get('preferred')),
    page: positiveInt(params.get('page')) ?? 1,
    categoryId: positiveInt(params.get('categoryId')),
    pageSize: positiveInt(params.get('pageSize')) ?? PRODUCT_PAGE_SIZE,
  };
}

export function writeFilters(params: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterParams) next.delete(name);
  for (const facet of filters.facets) next.append('facet', facet);
  if (filters.sort) next.set('sort', filters.sort);
  if (filters.promo) next.set('promo', 'true');
  if (filters.onlyNew) next.set('new', 'true');
  if (filters.preferred) next.set('preferred', 'true');
  if (filters.categoryId) next.set('categoryId', String(filters.categoryId));
  if (filters.pageSize !== PRODUCT_PAGE_SIZE) next.set('pageSize', String(filters.pageSize));
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** A change of these starts again from page 1 (the specification names facets, promo, new and preferred; sort and subcategory too). */
const resetsPage: ReadonlyArray<keyof CatalogueFilters> = ['facets', 'promo', 'onlyNew', 'preferred', 'sort', 'categoryId'];

export function applyFilterChange(current: CatalogueFilters, change: Partial<CatalogueFilters>): CatalogueFilters {
  const next = { ...current, ...change };
  if (change.page === undefined && resetsPage.some((key) => key in change)) next.page = 1;
  return next;
}

/** How many filters the shopper has switched on (shown on the phones' 'Filtri' button). */
export function countActiveFilters(filters: CatalogueFilters): number {
  return filters.facets.length + Number(filters.promo) + Number(filters.onlyNew) + Number(filters.preferred);
}

/**
 * The catalogue filters, kept in the URL's search parameters: a filtered page can be shared, and
 * the back button returns to the previous filters. Every change is a new history entry.
 *
 * The URL is the only place the filters live, so they reset by themselves when the category
 * changes or a catalogue route is entered: the links to a category, a search or a product carry no
 * filters, and nothing else remembers the old ones.
 */
export function useCatalogueFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<CatalogueFilters>) => {
      setSearchParams((current) => writeFilters(current, applyFilterChange(readFilters(current), change)), {
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const toggleFacet = useCallback(
    (parameterName: string, valueId: string) => {
      setSearchParams(
        (current) => {
          const now = readFilters(current);
          const facet = `${parameterName}:${valueId}`;
          const facets = now.facets.includes(facet) ? now.facets.filter((item) => item !== facet) : [...now.facets, facet];
          return writeFilters(current, applyFilterChange(now, { facets }));
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const reset = useCallback(() => {
    setSearchParams((current) => writeFilters(current, { ...defaultFilters, sort: readFilters(current).sort }), {
      preventScrollReset: true,
    });
  }, [setSearchParams]);

  return {
    filters,
    activeCount: countActiveFilters(filters),
    update,
    toggleFacet,
    /** Switches every filter off (the sort order stays). */
    reset,
    setPage: (page: number) => update({ page }),
    setSort: (sort: SortOption | undefined) => update({ sort }),
    setPromo: (promo: boolean) => update({ promo }),
    setOnlyNew: (onlyNew: boolean) => update({ onlyNew }),
    setPreferred: (preferred: boolean) => update({ preferred }),
  };
}

export type CatalogueFiltersApi = ReturnType<typeof useCatalogueFilters>;

/** The products call for a listing: where (a search, a category subtree) plus the shopper's filters. */
export function toProductsRequest(
  base: Omit<ProductsRequest, keyof CatalogueFilterFields>,
  filters: CatalogueFilters,
): ProductsRequest {
  return {
    ...base,
    facets: filters.facets,
    sort: filters.sort,
    promo: filters.promo,
    onlyNew: filters.onlyNew,
    preferred: filters.preferred,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}
type CatalogueFilterFields = Pick<ProductsRequest, 'facets' | 'sort' | 'promo' | 'onlyNew' | 'preferred' | 'page' | 'pageSize'>;
