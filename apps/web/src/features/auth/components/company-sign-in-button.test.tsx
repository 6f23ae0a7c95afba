import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { failureResponse, successResponse } from '../testing/account-fixtures';
import { LoginForm } from './login-form';

/** A query client that asks the server whether the brand has SAML (the shared test client says it has not). */
const askingClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function serverSays(enabled: boolean | 'fails') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.startsWith('/ebsn/api/saml/status')) return failureResponse(404, []);
      return enabled === 'fails' ? failureResponse(503, []) : successResponse({ enabled });
    }),
  );
}

describe('the company sign-in button of the login form', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is shown when the brand has SAML and sends staff through do-login back to the back office', async () => {
    serverSays(true);
    renderWithProviders(<LoginForm onLoggedIn={() => {}} staff />, { path: '/admin', queryClient: askingClient() });
    const button = await screen.findByRole('link', { name: "Accedi con l'account aziendale" });
    const href = new URL(button.getAttribute('href') as string, window.location.origin);
    expect(href.pathname).toBe('/ebsn/api/saml/do-login');
    expect(href.searchParams.get('relay_state_url')).toBe(`${window.location.origin}/admin`);
  });

  it('is not shown when the brand has no SAML, nor when the server cannot say', async () => {
    for (const answer of [false, 'fails'] as const) {
      serverSays(answer);
      const { unmount } = renderWithProviders(<LoginForm onLoggedIn={() => {}} />, {
        path: '/login',
        queryClient: askingClient(),
      });
      await screen.findByRole('button', { name: 'Accedi' });
      // Give the status call time to answer before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('link', { name: "Accedi con l'account aziendale" })).toBeNull();
      unmount();
    }
  });
});
