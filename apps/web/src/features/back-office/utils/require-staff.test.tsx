import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as adminLayout from '../../../app/routes/admin/admin-layout';
import * as board from '../../../app/routes/admin/board';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { getCache } from '../../../lib/api/client';
import { queryClient } from '../../../lib/query-client';
import { TestProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { apiAnswer, stubApi } from '../../cart/testing/cart-server';
import { makeAdminOrderList, places } from '../testing/back-office-fixtures';

const NoFallback = () => null;

/** The back office's routes as the app mounts them, with Home and the user board as plain pages. */
function openAdmin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Pagina iniziale</h1> },
      { path: '/profile/dashboard', element: <h1>La mia bacheca</h1> },
      {
        path: '/admin',
        loader: adminLayout.loader,
        Component: adminLayout.Component,
        HydrateFallback: NoFallback,
        children: [{ index: true, loader: board.loader, Component: board.Component }],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the back office guard (admin routes need an SSO user)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    getCache.clear();
    stubApi((call) => {
      if (call.path === 'admin/places') return apiAnswer(places);
      if (call.path === 'admin/orders') return apiAnswer(makeAdminOrderList([], []));
      return undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to log in, in place: the staff login form, no way to register, no shop search or cart', async () => {
    queryClient.setQueryData(accountQueryKeys.currentUser, null);
    const router = openAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesso del personale' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Accedi al tuo account' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: /registrati/i })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ordini del giorno' })).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a logged-in shopper who is not staff to the user board', async () => {
    queryClient.setQueryData(accountQueryKeys.currentUser, makeUser({ ssoUser: false }));
    const router = openAdmin();
    expect(await screen.findByRole('heading', { name: 'La mia bacheca' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/dashboard');
  });

  it('lets staff in: the board of the day', async () => {
    queryClient.setQueryData(accountQueryKeys.currentUser, makeUser({ ssoUser: true }));
    const router = openAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordini del giorno' })).toBeVisible();
    expect(await screen.findByText('Nessun ordine per questi filtri.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    // Its own frame: the back office's bar with the staff member and the way out, not the shop's.
    expect(screen.getByText('Buonmercato · Back office')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeVisible();
  });
});
