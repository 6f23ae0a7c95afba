import { useSyncExternalStore } from 'react';

// The theme's 'sm' breakpoint (600 px): below it the screen is a phone.
const query = '(max-width: 599.95px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a phone-sized screen (a few lines instead of MUI's useMediaQuery). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
