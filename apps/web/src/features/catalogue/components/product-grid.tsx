import Box from '@mui/material/Box';
import type { Product } from '@spesa/domain';
import { startTransition, useEffect, useState } from 'react';
import { ProductCard } from './product-card';
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
 * Cards drawn with the page (two rows on a wide screen); the others follow in a transition, which
 * React draws in short slices: one block of 24 cards kept a phone's main thread busy for hundreds of
 * milliseconds (Lighthouse's total blocking time) before the page answered a tap.
 */
const FIRST_CARDS = 10;

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
  const [allCards, setAllCards] = useState(false);
  const more = !allCards && products.length > FIRST_CARDS;
  useEffect(() => {
    if (more) startTransition(() => setAllCards(true));
  }, [more]);
  const shown = allCards ? products : products.slice(0, FIRST_CARDS);

  return (
    <Box
      component="ul"
      aria-busy={loading || busy}
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
      {loading
        ? Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))
        : shown.map((product, index) => (
            <li key={product.productId}>
              <ProductCard product={product} eager={index < EAGER_CARDS} />
            </li>
          ))}
    </Box>
  );
}
