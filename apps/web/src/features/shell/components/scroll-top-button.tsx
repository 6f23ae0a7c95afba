import { SCROLL_TOP_THRESHOLD_PX } from '@spesa/domain';
import { lazy, Suspense, useEffect, useState } from 'react';

// Its code is downloaded the first time the page scrolls past the threshold, not with the page.
const ScrollTopControl = lazy(() => import('./scroll-top-control'));

/** A round button back to the top, shown once the page has scrolled past the threshold. */
export function ScrollTopButton({ focusTargetId }: { focusTargetId?: string }) {
  const [shown, setShown] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const update = () => {
      const past = window.scrollY > SCROLL_TOP_THRESHOLD_PX;
      setShown(past);
      if (past) setWanted(true);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopControl shown={shown} focusTargetId={focusTargetId} />
    </Suspense>
  );
}
