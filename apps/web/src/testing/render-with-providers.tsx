import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { createShopTheme } from '../app/theme';
import ToastHost from '../components/ui/toast-host';
import { samlStatusQueryKey } from '../features/auth/api/get-saml-status';
import { socialProvidersQueryOptions } from '../features/auth/api/get-social-providers';
import { i18n } from '../i18n';

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);
// Lazy screens (drawers, footer, cookie bar) are compiled on first import: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/**
 * A query client for one test: no retries, nothing kept between tests. The brand has no company
 * sign-in (SAML) unless a test sets `samlStatusQueryKey` itself: the login form asks nothing more.
 */
export function createTestQueryClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(samlStatusQueryKey, { enabled: false });
  // No Google or Facebook login unless a test sets its providers: the login form then asks the server nothing more.
  queryClient.setQueryData(socialProvidersQueryOptions().queryKey, { providers: [] });
  return queryClient;
}

/** Shows the current address, so a test can assert where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The app's providers around `children`: queries, translations, theme, and the toast host. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createShopTheme()}>
          {children}
          <ToastHost />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

type Options = { path?: string; routes?: RouteObject[]; queryClient?: QueryClient };

/**
 * Renders `ui` at `path` inside the app's providers and a memory router; every other address
 * renders the location probe, so navigation can be asserted.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', routes = [], queryClient = createTestQueryClient() }: Options = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
        children: [...routes, { path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}

/** A fetch answer in the API's envelope. */
export function envelope(data: unknown, status = 200) {
  return new Response(
    JSON.stringify({
      response: { status: status < 400 ? 0 : status, errors: [], errorsMessage: [], infosMessage: [], warningsMessage: [] },
      data,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}
