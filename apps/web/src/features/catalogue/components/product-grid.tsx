import Box from '@mui/material/Box';
import type { Product } from '@spesa/domain';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
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
/** How many cards are put on the page at a time. */
const CARDS_AT_A_TIME = 4;

/**
 * How many of `cards` to draw: a few first, then a few more after each time they are on the page.
 * React draws a transition in short slices, but puts what it drew on the page in one go: 24 cards at
 * once (their elements, and the first styles of their buttons) were a long task on a phone.
 */
function useCardsDrawn(cards: Product[] | undefined): number {
  const [drawn, setDrawn] = useState({ cards, count: CARDS_AT_A_TIME });
  const count = drawn.cards === cards ? drawn.count : CARDS_AT_A_TIME;
  useEffect(() => {
    if (!cards || count >= cards.length) return;
    // After the browser had the main thread (a paint, the shopper's input), in a transition of its own.
    const timer = setTimeout(() => startTransition(() => setDrawn({ cards, count: count + CARDS_AT_A_TIME })));
    return () => clearTimeout(timer);
  }, [cards, count]);
  return cards ? Math.min(count, cards.length) : 0;
}

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
