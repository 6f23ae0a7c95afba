import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProductByIdQueryOptions } from '../../catalogue/api/get-product';
import { ProductGrid } from '../../catalogue/components/product-grid';

/**
 * The products promoted on a flyer's page, as the shop's product cards (added to the cart from
 * here): each asked for by its id from the catalogue; one no longer sold is left out.
 */
export function FlyerPageProducts({ productIds }: { productIds: number[] }) {
  const { t } = useTranslation();
  const queries = useQueries({ queries: productIds.map((productId) => getProductByIdQueryOptions(productId)) });
  const loading = queries.some((query) => query.isPending);
  const products = queries.flatMap((query): Product[] => (query.data ? [query.data] : []));

  return (
    <section aria-labelledby="flyer-page-products">
      <Typography id="flyer-page-products" component="h2" sx={{ fontWeight: 800, fontSize: { xs: 21, md: 24 }, mb: 2 }}>
        {t('content.flyer.products')}
      </Typography>
      {!loading && products.length === 0 ? (
        <Typography color="text.secondary">{t('content.flyer.noProducts')}</Typography>
      ) : (
        <ProductGrid products={products} loading={loading} skeletonCount={Math.max(productIds.length, 1)} />
      )}
    </section>
  );
}
