import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { loginDialog } from '../../../lib/api/login-dialog';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { hasSignedInCookie, setSignedInCookie } from '../../../testing/session-cookie';
import { failureResponse, makeUser, successResponse } from '../testing/account-fixtures';
import { AccountButton } from './account-button';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const location = () => screen.getByTestId('location').textContent;

describe('navbar account button', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    loginDialog.close();
    vi.unstubAllGlobals();
  });

  it.each([
    ['a phone', false],
    ['a larger screen', true],
  ])("offers a visitor on %s 'Accedi', a link to /login that opens the login dialog", async (_screen, wide) => {
    renderWithProviders(<AccountButton wide={wide} />, { path: '/category/frutta' });
    const login = screen.getByRole('link', { name: 'Accedi' });
    expect(login).toHaveAttribute('href', '/login');
    // The text on larger screens; only the icon, named by its label, on a phone.
    expect(login.textContent).toBe(wide ? 'Accedi' : '');
    await userEvent.click(login);
    expect(loginDialog.state().open).toBe(true);
    expect(location()).toBe('/category/frutta');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the logged-in shopper's name; logout ends the session, goes Home and says so", async () => {
    setSignedInCookie();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/auth/test')) return successResponse({ valid: true, operation: null, user: makeUser() });
      if (url === '/ebsn/api/auth/logout') return successResponse({}, { info: "Uscita dall'account completata." });
      return failureResponse(404, []);
    });
    const { queryClient } = renderWithProviders(<AccountButton wide />, { path: '/profile/profile-update' });

    const accountButton = await screen.findByRole('button', { name: 'Il tuo account, Giulia' });
    expect(accountButton).toHaveTextContent('Giulia');
    await userEvent.click(accountButton);
    expect(await screen.findByRole('menuitem', { name: 'Il mio profilo' })).toHaveAttribute('href', '/profile/profile-update');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Esci' }));

    expect(await screen.findByText("Uscita dall'account completata.")).toBeVisible();
    expect(location()).toBe('/');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/ebsn/api/auth/logout' && init?.method === 'POST')).toBe(true);
    expect(hasSignedInCookie()).toBe(false);
    expect(queryClient.getQueryData(accountQueryKeys.currentUser)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeVisible();
  });

  it('a logout the server could not end shows the errors.errorLogout toast, and the page is a visitor’s all the same', async () => {
    setSignedInCookie();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/auth/test')) return successResponse({ valid: true, operation: null, user: makeUser() });
      if (url === '/ebsn/api/auth/logout') return failureResponse(400, []);
      return failureResponse(404, []);
    });
    renderWithProviders(<AccountButton wide />, { path: '/profile/profile-update' });
    await userEvent.click(await screen.findByRole('button', { name: 'Il tuo account, Giulia' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(await screen.findByText("Non è stato possibile uscire dall'account: riprova tra qualche minuto.")).toBeVisible();
    expect(location()).toBe('/');
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeVisible();
  });
});
