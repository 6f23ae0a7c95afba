import { matchRoutes, type RouteObject } from 'react-router';

let knownRoutes: RouteObject[] = [];
const preloaded = new Set<string>();

/** The route tree the links are matched against (the router's own, given once when it is created). */
export function rememberRoutes(routes: RouteObject[]): void {
  knownRoutes = routes;
}

/**
 * Downloads the code (and the later texts) of the screens a path opens, once per path: the tap
 * that follows then waits only for the page's data. A failure is left to the navigation to show.
 */
export function preloadRoute(pathname: string): void {
  if (preloaded.has(pathname)) return;
  preloaded.add(pathname);
  for (const match of matchRoutes(knownRoutes, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void Promise.resolve((lazy as () => unknown)()).catch(() => undefined);
  }
}

/** The path of an in-app link the event is on (null for another site, a download, a new tab's target). */
function inAppPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin) return null;
  return link.pathname;
}

/**
 * Preloads a link's screens when the shopper reaches for it (the pointer over it, a touch, the
 * keyboard's focus), on the whole page at once: about 100–300 ms before the click on a desktop,
 * 50–100 ms on a phone (touchstart comes before click). Answers the uninstaller.
 */
export function installLinkPreload(doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    const path = inAppPathOf(event.target);
    if (path) preloadRoute(path);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const name of events) doc.addEventListener(name, onIntent, { passive: true, capture: true });
  return () => {
    for (const name of events) doc.removeEventListener(name, onIntent, { capture: true });
  };
}
