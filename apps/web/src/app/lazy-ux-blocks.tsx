import { lazy, Suspense, useRef } from 'react';
import type { UxBlockPlace } from '../features/content/api/get-ux-blocks';
import { useNearViewport } from './hooks/use-near-viewport';

const UxBlocks = lazy(() => import('../features/content/components/ux-blocks').then((module) => ({ default: module.UxBlocks })));

/**
 * The content's blocks of a landing page (the home, a category), below its products: their code
 * and their answer are fetched when the shopper scrolls near them, not with the page's first load
 * (the landing pages' first-load budget).
 */
export function LazyUxBlocks({ place }: { place: UxBlockPlace }) {
  const spot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(spot);
  if (!near) return <div ref={spot} />;
  return (
    <Suspense fallback={null}>
      <UxBlocks place={place} />
    </Suspense>
  );
}
