import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type LoaderFunction, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { getCache } from '../lib/api/client';
import { queryClient } from '../lib/query-client';
import { TestProviders } from './render-with-providers';

/** What a lazy route module exports and these tests mount: its loader and its screen. */
type RouteModule = { loader: LoaderFunction; Component: ComponentType };

/**
 * For a `describe` of route-module tests: each test starts with the app's query client and GET cache
 * empty (the loaders fill them), and the fetch stub is taken away after it.
 */
export function setUpRouteTests() {
  beforeEach(() => {
    queryClient.clear();
    getCache.clear();
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** Stubs the global fetch with `answer` (by URL) and hands back the mock, to read the URLs asked. */
export function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Data routers warn without a fallback for their first load; tests need none. */
function NoFallback() {
  return null;
}

/**
 * Mounts a route module (its loader and Component) at `pattern` in a data router opened at `path`, inside
 * the app's providers with the app's own query client, as the shop does; /not-found shows its heading,
 * so a redirect there can be asserted. Hands back the router.
 */
export function renderRoute({ loader, Component }: RouteModule, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, loader, Component, HydrateFallback: NoFallback },
      { path: '/not-found', element: <h1>Pagina non trovata</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
