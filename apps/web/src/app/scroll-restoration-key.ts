import type { Location } from 'react-router';

// When this document was loaded: a key no earlier load can have saved a position under.
const documentLoad = Math.round(performance.timeOrigin);

/**
 * The key the router saves and restores a page's scroll position under. The router's own key is
 * `location.key`, which every history entry has except the one a document load starts on: that is
 * 'default' on every full page load, so a confirmation link opened in the tab restored the position
 * of whatever page was loaded before (the footer). That entry gets a key of its own per load, so a
 * new page load starts at the top; moves inside the app keep restoring by entry.
 */
export function scrollRestorationKey(location: Location): string {
  return location.key === 'default' ? `load:${documentLoad}:${location.pathname}${location.search}` : location.key;
}
