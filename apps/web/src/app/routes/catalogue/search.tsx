import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { useTrackOnce } from '../../../features/analytics/hooks/use-track-once';
import { useCategory } from '../../../features/catalogue/api/get-category';
import { getProductsQueryOptions, type ProductsRequest, useProducts } from '../../../features/catalogue/api/get-products';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { Notice } from '../../../features/catalogue/components/notice';
import { ProductListing } from '../../../features/catalogue/components/product-listing';
import { SearchEmptyState } from '../../../features/catalogue/components/search-empty-state';
import { Text } from '../../../features/catalogue/components/text';
import {
  readFilters,
  toProductsRequest,
  useCatalogueFilters,
  writeFilters,
} from '../../../features/catalogue/hooks/use-catalogue-filters';
import { queryClient } from '../../../lib/query-client';

/** The results as analytics names their list (view_item_list). */
const SEARCH_RESULTS_LIST = { id: 'search_results', name: 'Search results' } as const;

/** The search text and, when the search is inside a category, that category (`parent_category_id`). */
function searchWhere(params: URLSearchParams): Pick<ProductsRequest, 'q' | 'parentCategoryId'> {
  const parentCategoryId = Number(params.get('parent_category_id'));
  return {
    q: params.get('q')?.trim() ?? '',
    parentCategoryId: Number.isInteger(parentCategoryId) && parentCategoryId > 0 ? parentCategoryId : undefined,
  };
}

/** The values of the spec's `filter` route param that switch a flag on; any other value holding ':' is a facet. */
const flagFilters = { promo: 'promo', new: 'onlyNew', preferred: 'preferred' } as const;

/**
 * The spec's `filter` route param (`/search?filter=promo`, `filter=new,brand:12`): the catalogue
 * filters the route opens with, rewritten as the screen's own filter params so the shopper sees them
 * on and can switch them off. Null when the URL has no `filter`.
 */
function withRouteFilter(params: URLSearchParams): URLSearchParams | null {
  if (!params.has('filter')) return null;
  const values = params.getAll('filter').flatMap((value) => value.split(',').map((part) => part.trim()));
  const rest = new URLSearchParams(params);
  rest.delete('filter');
  const filters = readFilters(rest);
  for (const value of values) {
    if (Object.hasOwn(flagFilters, value)) filters[flagFilters[value as keyof typeof flagFilters]] = true;
    else if (value.includes(':') && !filters.facets.includes(value)) filters.facets.push(value);
  }
  return writeFilters(rest, filters);
}

/**
 * The first page of results is in the cache before the page shows: a search's, or without `q` the
 * products of the category (`parent_category_id`) or of the whole shop. A `filter` param becomes the
 * filters it names first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filtered = withRouteFilter(url.searchParams);
  if (filtered) throw redirect(`${url.pathname}?${filtered}`);
  await queryClient.prefetchQuery(
    getProductsQueryOptions(toProductsRequest(searchWhere(url.searchParams), readFilters(url.searchParams))),
  );
  return null;
}

/** Only a new search runs the loader again; filters and pages are followed by the screen's own query. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameSearch =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('q') === nextUrl.searchParams.get('q') &&
    currentUrl.searchParams.get('parent_category_id') === nextUrl.searchParams.get('parent_category_id');
  return sameSearch ? false : defaultShouldRevalidate;
}

/**
 * The search results (also the fast search page): 'Risultati per «…»' with the words actually
 * searched, a notice when they were corrected or the search relaxed, an empty state. Without `q`,
 * the products of the category or of the whole shop.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const where = searchWhere(params);
  const filters = useCatalogueFilters();
  const products = useProducts(toProductsRequest(where, filters.filters));
  const q = where.q ?? '';
  const category = useCategory(where.parentCategoryId ? { categoryId: where.parentCategoryId } : undefined);
  const answer = products.isPlaceholderData ? undefined : products.data;
  useTrackOnce(q ? `search:${q}` : null, (events) => events.searchEvent(q));
  const listed = answer?.products;
  useTrackOnce(listed?.length ? `results:${q}:${listed.map((product) => product.productId)}` : null, (events, names) =>
    listed ? events.viewItemListEvent(SEARCH_RESULTS_LIST, listed, names) : null,
  );
  const corrected = answer?.correctedQuery;
  const showCorrection = q !== '' && corrected && corrected.toLowerCase() !== q.toLowerCase();
  const title = q
    ? t('catalogue.search.title', { q: showCorrection ? corrected : q })
    : category.data
      ? t('catalogue.search.titleCategory', { name: category.data.name })
      : t('catalogue.search.titleAll');

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }}>
      <Head title={q ? t('catalogue.search.documentTitle', { q }) : title} />
      <CatalogueBreadcrumbs crumbs={[{ label: title }]} />
      <Text
        component="h1"
        variant="h4"
        sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2, overflowWrap: 'anywhere' }}
      >
        {title}
      </Text>
      {showCorrection && (
        <Notice severity="info" title={t('catalogue.search.corrected', { corrected })}>
          {t('catalogue.search.correctedDetail', { q, corrected })}
        </Notice>
      )}
      {q !== '' && answer?.relaxed && (
        <Notice severity="info" title={t('catalogue.search.relaxedTitle')}>
          {t('catalogue.search.relaxedDetail', { q: corrected ?? q })}
        </Notice>
      )}
      <ProductListing
        mode="search"
        query={products}
        filters={filters}
        emptyState={q ? <SearchEmptyState q={q} /> : <Text color="text.secondary">{t('catalogue.search.noProducts')}</Text>}
      />
    </PageContainer>
  );
}
