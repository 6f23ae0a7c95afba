import { SCROLL_RESTORE_DELAY_MS } from '@spesa/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollRestorationKey } from './scroll-restoration-key';

/** Where the shopper left each history entry, under the key the router's ScrollRestoration uses. */
const leftAt = new Map<string, number>();

/** What the shopper does to scroll by themselves: after one of these, their scroll wins. */
const shopperScrollEvents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * The spec's scroll restore after 500 ms (second file, section 9), beside the router's own restore.
 * Going back to a kept-alive screen (a category listing), the router restores at once, but the
 * page is not whole yet (the lazily drawn blocks below the list): the position is clamped to the
 * shorter page. 500 ms later the position left is restored once more, unless the shopper has
 * scrolled by themselves meanwhile.
 */
export function ScrollRestoreAfterDelay() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollRestorationKey(location);
  // Read when a scroll event arrives: the entry on screen then, not the one the listener was added for.
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    shownKey.current = key;
  }, [key]);

  useEffect(() => {
    const remember = () => leftAt.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useEffect(() => {
    const left = leftAt.get(key);
    if (navigationType !== 'POP' || left === undefined) return;
    let shopperScrolled = false;
    const markScrolled = () => {
      shopperScrolled = true;
    };
    for (const event of shopperScrollEvents) window.addEventListener(event, markScrolled, { passive: true });
    const timer = window.setTimeout(() => {
      if (!shopperScrolled && Math.abs(window.scrollY - left) > 1) window.scrollTo(0, left);
    }, SCROLL_RESTORE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      for (const event of shopperScrollEvents) window.removeEventListener(event, markScrolled);
    };
  }, [key, navigationType]);

  return null;
}
