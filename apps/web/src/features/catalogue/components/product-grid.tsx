import Box from '@mui/material/Box';
import type { Product } from '@spesa/domain';
import { useDeferredValue } from 'react';
import { useCardsDrawn } from '../hooks/use-cards-drawn';
import { ProductCard, ProductCardsScope } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** Two columns on a 360 px phone, up to five on a wide desktop (four beside the filters). */
export const productGridColumns = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
  xl: 'repeat(5, minmax(0, 1fr))',
};

/** How many cards are usually above the fold: their pictures load at once. */
const EAGER_CARDS = 4;
/**
 * The products as cards, skeletons while they load. The cards are drawn in a transition (a
 * deferred value): React then draws them in short slices that leave the phone's main thread free
 * in between, and a few at a time (useCardsDrawn), each card taking the place of its skeleton (the
 * skeletons, or the previous page, stay until the first cards are there).
 */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 8,
  busy = false,
}: {
  products: Product[];
  loading?: boolean;
  skeletonCount?: number;
  /** The previous page stays on screen, dimmed, while the next one loads. */
  busy?: boolean;
}) {
  const cards = useDeferredValue(loading ? undefined : products, undefined);
  const drawn = useCardsDrawn(cards);
  // Skeletons while the cards are being drawn: as many as the cards, so nothing moves when they come.
  return (
    <Box
      component="ul"
      className="product-grid"
      aria-busy={!cards || busy || drawn < cards.length}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: productGridColumns,
        gap: { xs: 1.5, sm: 2 },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {cards ? (
        <ProductCardsScope>
          {cards.map((product, index) => (
            <li key={product.productId}>
              {index < drawn ? <ProductCard product={product} eager={index < EAGER_CARDS} /> : <ProductCardSkeleton />}
            </li>
          ))}
        </ProductCardsScope>
      ) : (
        Array.from({ length: loading ? skeletonCount : products.length }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))
      )}
    </Box>
  );
}
