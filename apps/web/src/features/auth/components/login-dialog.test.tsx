import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';
import { loginDialog } from '../../../lib/api/login-dialog';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { hasSignedInCookie, setSignedInCookie } from '../../../testing/session-cookie';
import { failureResponse, makeUser, successResponse } from '../testing/account-fixtures';
import { askVisitorToLogIn } from '../utils/require-user';
import { LoginDialogHost } from './login-dialog-host';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

function renderHost() {
  const result = renderWithProviders(<LoginDialogHost />);
  act(() => loginDialog.open());
  return result;
}

const dialog = () => screen.findByRole('dialog', { name: 'Accedi' });
/** Everything the page keeps in its storage and readable cookies, as one text. */
const storedValues = () =>
  [localStorage, sessionStorage].flatMap((storage) => Object.values({ ...storage })).join('\n') + document.cookie;
const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const passwordBox = () => screen.getByLabelText(/^Password/);
const submitButton = () =>
  within(screen.getByRole('form', { name: 'Accedi al tuo account' })).getByRole('button', { name: 'Accedi' });

describe('login dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => loginDialog.close());
    vi.unstubAllGlobals();
  });

  it('shows the Italian messages and offers the button only once a password is typed', async () => {
    renderHost();
    await dialog();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();

    await userEvent.click(emailBox());
    await userEvent.click(passwordBox());
    expect(await screen.findByText("Digitare l'e-mail")).toBeVisible();
    await userEvent.tab();
    expect(await screen.findByText('Digitare la password')).toBeVisible();

    await userEvent.type(emailBox(), 'mario@');
    await userEvent.tab();
    expect(await screen.findByText('Digitare una e-mail valida')).toBeVisible();

    await userEvent.type(passwordBox(), 's');
    expect(submitButton()).toBeEnabled();
    await userEvent.clear(passwordBox());
    expect(submitButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderHost();
    await dialog();
    await userEvent.type(passwordBox(), 'segreta1');
    expect(passwordBox()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra la password' }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
  });

  it("shows the server's message when the login fails", async () => {
    fetchMock.mockResolvedValue(failureResponse(401, [{ description: 'E-mail o password non corretti.' }]));
    renderHost();
    await dialog();
    await userEvent.type(emailBox(), 'giulia@example.it');
    await userEvent.type(passwordBox(), 'sbagliata');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail o password non corretti.');
    expect(screen.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
    expect(hasSignedInCookie()).toBe(false);

    fetchMock.mockResolvedValue(
      failureResponse(429, [{ description: 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.' }]),
    );
    await userEvent.click(submitButton());
    expect(await screen.findByText('Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.')).toBeVisible();
  });

  it('after repeated failures shows the "Non sono un robot" check the server asks for, and sends its solution', async () => {
    fetchMock.mockResolvedValueOnce(
      failureResponse(400, [
        {
          code: 'errors.challengeRequired',
          field: 'recaptcha',
          description: 'Dopo diversi tentativi non riusciti, per accedere completa la verifica «Non sono un robot».',
        },
      ]),
    );
    renderHost();
    await dialog();
    expect(document.querySelector('altcha-widget')).toBeNull();
    await userEvent.type(emailBox(), 'giulia@example.it');
    await userEvent.type(passwordBox(), 'segreta1');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('per accedere completa la verifica «Non sono un robot»');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/ebsn/api/auth/login');
    await vi.waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());

    fetchMock.mockResolvedValueOnce(failureResponse(401, [{ description: 'E-mail o password non corretti.' }]));
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());
    expect(await screen.findByText('E-mail o password non corretti.')).toBeVisible();
    const first = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://shop').searchParams.get('recaptcha');
    expect(first).toMatch(/^solved-challenge-\d+$/);

    // A solution works once: the next try carries a new one.
    fetchMock.mockResolvedValueOnce(
      successResponse({ user: makeUser() }, { headers: { 'X-Ebsn-Session': 'session-token', 'X-Ebsn-Account': '7' } }),
    );
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());
    await vi.waitFor(() => expect(fetchMock.mock.calls[2]).toBeDefined());
    const second = new URL(String(fetchMock.mock.calls[2]?.[0]), 'http://shop').searchParams.get('recaptcha');
    expect(second).toMatch(/^solved-challenge-\d+$/);
    expect(second).not.toBe(first);
  });

  it('sends the form with remember me; the session stays out of the page (the HttpOnly cookie the server sets)', async () => {
    fetchMock.mockResolvedValue(
      successResponse({ user: makeUser() }, { headers: { 'X-Ebsn-Session': 'session-token', 'X-Ebsn-Account': '7' } }),
    );
    const { queryClient } = renderHost();
    await dialog();
    await userEvent.type(emailBox(), 'Giulia.Bianchi@example.it');
    await userEvent.type(passwordBox(), 'segreta1');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Ciao Giulia, che bello rivederti!', {}, { timeout: 10_000 })).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/ebsn/api/auth/login');
    const form = new URLSearchParams(String(init?.body));
    expect(form.get('login')).toBe('giulia.bianchi@example.it');
    expect(form.get('password')).toBe('segreta1');
    expect(form.get('remember_me')).toBe('true');
    expect(storedValues()).not.toContain('session-token');
    expect(queryClient.getQueryData(accountQueryKeys.currentUser)).toMatchObject({ userId: 7, firstName: 'Giulia' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accedi' })).not.toBeInTheDocument());

    // The next call sends the header of the CSRF check and no session: the browser adds the cookie.
    fetchMock.mockResolvedValue(successResponse({ ok: true }));
    await apiGet('/ebsn/api/registration/user_detail');
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Ebsn-Client']).toBe('production');
    expect(headers['X-Ebsn-Session']).toBeUndefined();
    expect(headers['X-Ebsn-Account']).toBeUndefined();
  });

  it('opened by the auth guard: shows why, and once logged in takes the shopper to the page asked for', async () => {
    fetchMock.mockResolvedValue(successResponse({ user: makeUser() }));
    renderWithProviders(<LoginDialogHost />);
    act(() => askVisitorToLogIn('/checkout?step=1'));
    await dialog();
    expect(screen.getByText('Per aprire questa pagina accedi al tuo account: subito dopo ti ci portiamo.')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.type(emailBox(), 'giulia.bianchi@example.it');
    await userEvent.type(passwordBox(), 'segreta1');
    await userEvent.click(submitButton());
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=1'), { timeout: 10_000 });
  });

  it('opened from the navbar, stays on the page after the login', async () => {
    fetchMock.mockResolvedValue(successResponse({ user: makeUser() }));
    renderHost();
    await dialog();
    await userEvent.type(emailBox(), 'giulia.bianchi@example.it');
    await userEvent.type(passwordBox(), 'segreta1');
    await userEvent.click(submitButton());
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accedi' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('without remember me asks the server for a session that ends with the browser, and keeps nothing either', async () => {
    fetchMock.mockResolvedValue(
      successResponse({ user: makeUser() }, { headers: { 'X-Ebsn-Session': 'tab-token', 'X-Ebsn-Account': '7' } }),
    );
    renderHost();
    await dialog();
    await userEvent.type(emailBox(), 'giulia.bianchi@example.it');
    await userEvent.type(passwordBox(), 'segreta1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ricordami' }));
    await userEvent.click(submitButton());

    expect(await screen.findByText('Ciao Giulia, che bello rivederti!', {}, { timeout: 10_000 })).toBeVisible();
    expect(new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body)).get('remember_me')).toBe('false');
    expect(storedValues()).not.toContain('tab-token');
  });

  it('links to the password reset, the registration and the delivery service page', async () => {
    renderHost();
    const shown = await dialog();
    expect(within(shown).getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute('href', '/reset-password-request');
    expect(within(shown).getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/registration-user');
    expect(within(shown).getByRole('link', { name: 'Scopri come funziona la consegna a casa' })).toHaveAttribute(
      'href',
      '/page/consegna-a-casa',
    );
  });

  it('an expired session (419) anywhere: session and account forgotten, visitor again, the dialog opens with the text', async () => {
    setSignedInCookie();
    const { queryClient } = renderWithProviders(<LoginDialogHost />);
    queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
    queryClient.setQueryData([...accountQueryKeys.scope, 'user-detail'], { userId: 7 });
    fetchMock.mockResolvedValue(
      failureResponse(419, [{ description: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.' }]),
    );

    await expect(apiGet('/ebsn/api/registration/user_detail')).rejects.toMatchObject({ status: 419 });

    const shown = await dialog();
    expect(shown).toHaveTextContent('La sessione è scaduta, si prega di rieffettuare il login per continuare.');
    expect(within(shown).getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    expect(hasSignedInCookie()).toBe(false);
    expect(queryClient.getQueryData(accountQueryKeys.currentUser)).toBeNull();
    expect(queryClient.getQueryData([...accountQueryKeys.scope, 'user-detail'])).toBeUndefined();
  });
});
