import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query (a theme breakpoint such as '@media (min-width:900px)'
 * or a bare '(max-width: 599.95px)'), read on the first render and followed: a few lines instead of
 * MUI's useMediaQuery, which comes in a chunk of its own. False without matchMedia.
 */
export function useMediaMatch(mediaQuery: string): boolean {
  const query = mediaQuery.replace(/^@media( ?)/m, '');
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** True on a phone-sized screen: below the theme's 'sm' breakpoint (600 px). */
export function useNarrowScreen(): boolean {
  return useMediaMatch('(max-width: 599.95px)');
}
