import type { Product } from '@spesa/domain';
import { startTransition, useEffect, useState } from 'react';

/** How many cards are put on the page at a time. */
const CARDS_AT_A_TIME = 4;

/**
 * How many of `cards` to draw: a few first, then a few more after each time they are on the page.
 * React draws a transition in short slices, but puts what it drew on the page in one go: 24 cards at
 * once (their elements, and the first styles of their buttons) were a long task on a phone.
 */
export function useCardsDrawn(cards: Product[] | undefined): number {
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
