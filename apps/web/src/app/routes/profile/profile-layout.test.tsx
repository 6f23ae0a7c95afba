import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureResponse, makeUser, makeUserDetail, successResponse } from '../../../features/auth/testing/account-fixtures';
import { i18n } from '../../../i18n';
import { type ApiEvent, apiEvents } from '../../../lib/api/api-events';
import { loginDialog } from '../../../lib/api/login-dialog';
import { queryClient } from '../../../lib/query-client';
import { hasSignedInCookie, setSignedInCookie } from '../../../testing/session-cookie';
import { createShopTheme } from '../../theme';
import * as dashboard from './dashboard';
import * as profileIndex from './profile-index';
import * as profileLayout from './profile-layout';
import * as profileUpdate from './profile-update';

// No vitest globals: Testing Library cannot clean up by itself; the first render compiles MUI, so wait longer.
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

/** Data routers warn without a fallback for their first load; the tests need none. */
const NoFallback = () => null;
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

function renderProfile(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Pagina iniziale</h1> },
      {
        path: '/profile',
        loader: profileLayout.loader,
        Component: profileLayout.Component,
        HydrateFallback: NoFallback,
        children: [
          { index: true, loader: profileIndex.loader },
          { path: '/profile/dashboard', loader: dashboard.loader, Component: dashboard.Component, handle: dashboard.handle },
          {
            path: '/profile/profile-update',
            loader: profileUpdate.loader,
            Component: profileUpdate.Component,
            handle: profileUpdate.handle,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createShopTheme()}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('profile and its auth guard', { timeout: 15_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    loginDialog.close();
    vi.unstubAllGlobals();
  });

  it('sends a visitor Home with the login dialog saying why, to come back after the login; the not-logged-in event goes out', async () => {
    const events: ApiEvent[] = [];
    const unsubscribe = apiEvents.subscribe((event) => events.push(event));
    const router = renderProfile('/profile/profile-update?tab=1');
    expect(await screen.findByRole('heading', { name: 'Pagina iniziale' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loginDialog.state()).toEqual({
      open: true,
      notice: 'Per aprire questa pagina accedi al tuo account: subito dopo ti ci portiamo.',
      noticeSeverity: 'info',
      afterLogin: '/profile/profile-update?tab=1',
    });
    expect(events).toContainEqual({ type: 'not-logged-in', wanted: '/profile/profile-update?tab=1' });
    unsubscribe();
  });

  it('sends Home a shopper whose session has expired, forgetting it', async () => {
    setSignedInCookie();
    fetchMock.mockResolvedValue(
      failureResponse(419, [{ description: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.' }]),
    );
    const router = renderProfile('/profile');
    expect(await screen.findByRole('heading', { name: 'Pagina iniziale' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(hasSignedInCookie()).toBe(false);
    expect(loginDialog.state()).toMatchObject({
      open: true,
      notice: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
    });
  });

  it('lets a logged-in shopper in: My profile with the menu, their data and their card', async () => {
    setSignedInCookie();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/auth/test')) return successResponse({ valid: true, operation: null, user: makeUser() });
      if (url.startsWith('/ebsn/api/registration/user_detail')) return successResponse({ user: makeUserDetail() });
      if (url.startsWith('/ebsn/api/store-proximity/list')) return successResponse({ stores: [] });
      return failureResponse(404, []);
    });
    const router = renderProfile('/profile/profile-update');

    expect(await screen.findByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/profile-update');
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(breadcrumb).getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Homepage/Il mio profilo');

    const menu = screen.getByRole('navigation', { name: 'Il mio account' });
    expect(within(menu).getByRole('link', { name: 'Il mio profilo' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'La mia bacheca' })).toHaveAttribute('href', '/profile/dashboard');
    expect(within(menu).getByRole('link', { name: 'I miei indirizzi' })).toHaveAttribute('href', '/profile/addresses');
    expect(within(menu).getByRole('link', { name: 'Le mie liste' })).toHaveAttribute('href', '/profile/lists');
    expect(within(menu).getByRole('link', { name: 'Lista dei preferiti' })).toHaveAttribute('href', '/profile/lists/favourites');
    expect(within(menu).getByRole('link', { name: 'I miei ordini' })).toHaveAttribute('href', '/profile/orders');
    expect(within(menu).queryByText('Presto disponibile')).not.toBeInTheDocument();

    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Giulia');
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('BG');
    expect(screen.getByText('0401 0000 0000 0012')).toBeVisible();
    expect(screen.getByText('giulia.bianchi@example.it')).toBeVisible();
    // The session is the cookie the browser sends itself; the page sends the header of the CSRF check, no token.
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Ebsn-Client']).toBe('production');
    expect(headers['X-Ebsn-Session']).toBeUndefined();
  });

  const loggedInAs = (user: ReturnType<typeof makeUser>) => {
    setSignedInCookie();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/auth/test')) return successResponse({ valid: true, operation: null, user });
      if (url.startsWith('/ebsn/api/registration/user_detail')) return successResponse({ user: makeUserDetail() });
      if (url.startsWith('/ebsn/api/store-proximity/list')) return successResponse({ stores: [] });
      return failureResponse(404, []);
    });
  };

  it('opens /profile on the user board: the account, its holder, the card and a tile per section', async () => {
    loggedInAs(makeUser({ fidelityCard: '0401000000000012' }));
    const router = renderProfile('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'La mia bacheca' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/dashboard');
    expect(screen.getByRole('heading', { name: 'Giulia Bianchi' })).toBeVisible();
    expect(screen.getByText("Titolare dell'account")).toBeVisible();
    expect(screen.getByText('Carta fedeltà: 0401 0000 0000 0012')).toBeVisible();
    const tiles = within(screen.getByRole('list', { name: 'Le sezioni del tuo account' }));
    expect(tiles.getByRole('link', { name: /^I miei ordini/ })).toHaveAttribute('href', '/profile/orders');
    expect(tiles.getByRole('link', { name: /^I miei indirizzi/ })).toHaveAttribute('href', '/profile/addresses');
    expect(tiles.getAllByRole('link')).toHaveLength(5);
  });

  it('names a secondary account (user type 3) as such on the board', async () => {
    loggedInAs(makeUser({ userType: { userTypeId: 3 } }));
    renderProfile('/profile/dashboard');
    expect(await screen.findByText('Account secondario')).toBeVisible();
    expect(screen.queryByText("Titolare dell'account")).toBeNull();
  });

  it('sends a profile below the minimum level (2) to complete its data, whatever page it asked for', async () => {
    loggedInAs(makeUser({ profile: { level: 1 } }));
    const router = renderProfile('/profile/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/profile-update');
  });
});
