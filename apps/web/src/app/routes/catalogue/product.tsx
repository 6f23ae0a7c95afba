import { productMetaDescription } from '@spesa/domain';
import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { useTrackOnce } from '../../../features/analytics/hooks/use-track-once';
import { getCategoryQueryOptions, useCategory } from '../../../features/catalogue/api/get-category';
import { getProductQueryOptions } from '../../../features/catalogue/api/get-product';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { ProductDetail } from '../../../features/catalogue/components/product-detail';
import { preloadProductImage } from '../../../features/catalogue/components/product-image';
import { slugPrefixes, useCategoryTrail } from '../../../features/catalogue/hooks/use-category-trail';
import { ApiError } from '../../../lib/api/client';
import { queryClient } from '../../../lib/query-client';

/**
 * Loads the product before entering (a missing one leads to /not-found) and starts its picture;
 * its category trail follows without holding the page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  try {
    const product = await queryClient.ensureQueryData(getProductQueryOptions(slug));
    // The picture is the page's largest element: it downloads while the page is drawn.
    preloadProductImage(product);
    void queryClient.ensureQueryData(getCategoryQueryOptions({ categoryId: product.categoryId })).then(
      (category) =>
        Promise.all(
          slugPrefixes(category.slug).map((prefix) => queryClient.prefetchQuery(getCategoryQueryOptions({ slug: prefix }))),
        ),
      () => undefined,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw redirect(paths.notFound.to());
    throw error;
  }
  return null;
}

export function Component() {
  const slug = useParams().slug ?? '';
  const { data: product } = useQuery(getProductQueryOptions(slug));
  const category = useCategory(product ? { categoryId: product.categoryId } : undefined);
  const trail = useCategoryTrail(category.data?.slug);
  useTrackOnce(product ? `product:${product.productId}` : null, (events, names) =>
    product ? events.viewItemEvent(product, names) : null,
  );
  if (!product) return null;

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <Head title={product.name} description={productMetaDescription(product)} />
      <CatalogueBreadcrumbs crumbs={[...trail.crumbs, { label: product.name }]} loading={trail.loading && !category.isError} />
      <ProductDetail product={product} />
    </PageContainer>
  );
}
