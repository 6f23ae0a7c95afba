import type { RouteObject } from 'react-router';
import { withLaterTexts } from '.';

/**
 * `routes` with every lazy route outside the start screens waiting for the later texts
 * (text-sections.ts) as well as for its code, so their screens never draw a key. A start screen
 * (and what is below it) is left as it is: its texts are in the entry.
 */
export function routesWithLaterTexts(isStartScreen: (route: RouteObject) => boolean, routes: RouteObject[]): RouteObject[] {
  const wait = (route: RouteObject): RouteObject => {
    const lazy = typeof route.lazy === 'function' ? withLaterTexts(route.lazy) : route.lazy;
    return { ...route, lazy, children: route.children?.map(wait) } as RouteObject;
  };
  return routes.map((route) => (isStartScreen(route) ? route : wait(route)));
}
