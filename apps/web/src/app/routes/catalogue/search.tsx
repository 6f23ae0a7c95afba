import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { getProductsQueryOptions, type ProductsRequest, useProducts } from '../../../features/catalogue/api/get-products';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { Notice } from '../../../features/catalogue/components/notice';
import { ProductListing } from '../../../features/catalogue/components/product-listing';
import { SearchEmptyState } from '../../../features/catalogue/components/search-empty-state';
import { Text } from '../../../features/catalogue/components/text';
import { readFilters, toProductsRequest, useCatalogueFilters } from '../../../features/catalogue/hooks/use-catalogue-filters';
import { queryClient } from '../../../lib/query-client';

/** The search text and, when the search is inside a category, that category (`parent_category_id`). */
function searchWhere(params: URLSearchParams): Pick<ProductsRequest, 'q' | 'parentCategoryId'> {
  const parentCategoryId = Number(params.get('parent_category_id'));
  return {
    q: params.get('q')?.trim() ?? '',
    parentCategoryId: Number.isInteger(parentCategoryId) && parentCategoryId > 0 ? parentCategoryId : undefined,
  };
}

/** The first page of results is in the cache before the page shows. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const where = searchWhere(params);
  if (where.q) await queryClient.prefetchQuery(getProductsQueryOptions(toProductsRequest(where, readFilters(params))));
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

/** The search results (also the fast search page): 'Risultati per «…»', a corrected-query notice, an empty state. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const where = searchWhere(params);
  const filters = useCatalogueFilters();
  const products = useProducts(toProductsRequest(where, filters.filters), { enabled: where.q !== '' });
  const q = where.q ?? '';
  const corrected = products.data?.correctedQuery;
  const showCorrection = corrected && corrected.toLowerCase() !== q.toLowerCase() && !products.isPlaceholderData;

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }}>
      <Head title={q ? t('catalogue.search.documentTitle', { q }) : t('catalogue.search.titleNoQuery')} />
      <CatalogueBreadcrumbs crumbs={[{ label: q ? t('catalogue.search.title', { q }) : t('catalogue.search.titleNoQuery') }]} />
      <Text
        component="h1"
        variant="h4"
        sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2, overflowWrap: 'anywhere' }}
      >
        {q ? t('catalogue.search.title', { q }) : t('catalogue.search.titleNoQuery')}
      </Text>
      {!q ? (
        <Text color="text.secondary">{t('catalogue.search.noQuery')}</Text>
      ) : (
        <>
          {showCorrection && (
            <Notice severity="info" title={t('catalogue.search.corrected', { corrected })}>
              {t('catalogue.search.correctedDetail', { q, corrected })}
            </Notice>
          )}
          <ProductListing mode="search" query={products} filters={filters} emptyState={<SearchEmptyState q={q} />} />
        </>
      )}
    </PageContainer>
  );
}
