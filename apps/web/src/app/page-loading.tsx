import { useLayoutEffect } from 'react';

let shown = 0;
const listeners = new Set<() => void>();
const changed = (by: number) => {
  shown += by;
  for (const listener of listeners) listener();
};

/** Whether a PageLoading holds the page's place (for useSyncExternalStore). */
export const pageLoadingStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => shown > 0,
};

/**
 * The page's place while a page that loads its data before entering (a category, a product) gets
 * it on the first visit: the shell around it is already drawn, and the page takes at least the
 * screen's height so the footer does not come up and go down again.
 */
export function PageLoading() {
  // Said before the shell's effects run, so the footer below does not count as near the screen meanwhile.
  useLayoutEffect(() => {
    changed(1);
    return () => changed(-1);
  }, []);
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
