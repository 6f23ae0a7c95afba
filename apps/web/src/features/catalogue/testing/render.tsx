import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { createShopTheme } from '../../../app/theme';
import ToastHost from '../../../components/ui/toast-host';
import { i18n } from '../../../i18n';

// The shared setup does not register Testing Library's cleanup (no vitest globals): each test starts from an empty page.
afterEach(() => cleanup());

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createShopTheme()}>
          {children}
          <ToastHost />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Renders an element inside the app's providers and a memory router at `path`. */
export function renderWithRouter(element: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** Data routers warn without a fallback for their first load; tests need none. */
export function NoFallback() {
  return null;
}
