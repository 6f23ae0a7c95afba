import Box from '@mui/material/Box';
import { type Category, CLIENT_CACHE_TTL_MS } from '@spesa/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs, useParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { useTrackOnce } from '../../../features/analytics/hooks/use-track-once';
import { getCategoryQueryOptions } from '../../../features/catalogue/api/get-category';
import { getProductsQueryOptions, type ProductsRequest } from '../../../features/catalogue/api/get-products';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { Placeholder } from '../../../features/catalogue/components/placeholder';
import { ProductListing } from '../../../features/catalogue/components/product-listing';
import { SubcategoryChips } from '../../../features/catalogue/components/subcategory-chips';
import { Text } from '../../../features/catalogue/components/text';
import {
  type CatalogueFilters,
  readFilters,
  toProductsRequest,
  useCatalogueFilters,
} from '../../../features/catalogue/hooks/use-catalogue-filters';
import { slugPrefixes, useCategoryTrail } from '../../../features/catalogue/hooks/use-category-trail';
import { ApiError } from '../../../lib/api/client';
import { queryClient } from '../../../lib/query-client';
import { LazyUxBlocks } from '../../lazy-ux-blocks';

/** The slug is the rest of the path: '/category/frutta-e-verdura/frutta/' → 'frutta-e-verdura/frutta'. */
const categorySlug = (splat: string | undefined) => (splat ?? '').split('/').filter(Boolean).join('/');

/** A department or subcategory lists its whole subtree (or the chosen subcategory's); a leaf its own products. */
export function categoryProductsRequest(category: Category, filters: CatalogueFilters): ProductsRequest {
  const isLeaf = !category.categories?.length;
  const where: ProductsRequest =
    filters.categoryId && filters.categoryId !== category.categoryId
      ? { parentCategoryId: filters.categoryId }
      : isLeaf
        ? { categoryId: category.categoryId }
        : { parentCategoryId: category.categoryId };
  return toProductsRequest(where, filters);
}

/**
 * The screen is kept alive (first file, section 2): back on a category path, its category and the
 * products listed are shown as they were, without asking again, for as long as the spec's client
 * cache keeps an answer (15 minutes) — even after a cart change cleared that GET cache meanwhile.
 */
const keptAlive = { staleTime: CLIENT_CACHE_TTL_MS } as const;
const categoryQuery = (slug: string) => ({ ...getCategoryQueryOptions({ slug }), ...keptAlive });
const productsQuery = (request: ProductsRequest) => ({ ...getProductsQueryOptions(request), ...keptAlive });

/**
 * Loads the category before entering (an unknown one leads to /not-found), then its first page of
 * products and the ancestors of the breadcrumbs, together.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = categorySlug(params['*']);
  if (!slug) throw redirect(paths.notFound.to());
  let category: Category;
  try {
    category = await queryClient.ensureQueryData(categoryQuery(slug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw redirect(paths.notFound.to());
    throw error;
  }
  const filters = readFilters(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(productsQuery(categoryProductsRequest(category, filters))),
    ...slugPrefixes(slug)
      .slice(0, -1)
      .map((prefix) => queryClient.prefetchQuery(getCategoryQueryOptions({ slug: prefix }))),
  ]);
  return null;
}

/** Filters change only the search parameters: the screen's own query follows them, the loader runs again only for another category. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const slug = categorySlug(useParams()['*']);
  const { data: category } = useQuery(categoryQuery(slug));
  if (!category) return <CategorySkeleton />;
  return <CategoryScreen category={category} />;
}

function CategoryScreen({ category }: { category: Category }) {
  const filters = useCatalogueFilters();
  const products = useQuery(productsQuery(categoryProductsRequest(category, filters.filters)));
  const trail = useCategoryTrail(category.slug);
  const listed = products.isPlaceholderData ? undefined : products.data?.products;
  useTrackOnce(
    listed?.length ? `category:${category.categoryId}:${listed.map((product) => product.productId)}` : null,
    (events, names) =>
      listed ? events.viewItemListEvent({ id: `category_${category.categoryId}`, name: category.name }, listed, names) : null,
  );
  const info = category.metaData.category_info;
  const title = info.TITLE || category.name;

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }}>
      <Head title={title} description={info.DESCRIPTION} />
      <CatalogueBreadcrumbs crumbs={trail.crumbs} loading={trail.loading} />
      <Text component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1 }}>
        {title}
      </Text>
      {info.DESCRIPTION && (
        <Text color="text.secondary" sx={{ mb: 2, maxWidth: 820 }}>
          {info.DESCRIPTION}
        </Text>
      )}
      <SubcategoryChips category={category} selectedId={filters.filters.categoryId} />
      <ProductListing mode="category" query={products} filters={filters} />
      <LazyUxBlocks place={{ position: 'category', categorySlug: category.slug }} />
    </PageContainer>
  );
}

function CategorySkeleton() {
  const { t } = useTranslation();
  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }} aria-busy="true">
      <Box sx={{ minHeight: 24, mb: 1.5 }} />
      <Box role="status" aria-label={t('common.loading')} sx={{ mb: 1 }}>
        <Placeholder width="40%" height={40} />
      </Box>
    </PageContainer>
  );
}
