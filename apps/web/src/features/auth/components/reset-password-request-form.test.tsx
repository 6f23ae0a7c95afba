import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { failureResponse, successResponse } from '../testing/account-fixtures';
import { ResetPasswordRequestForm } from './reset-password-request-form';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

describe('reset password request form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the e-mail with the solved "Non sono un robot" check, and says how long to wait when throttled', async () => {
    fetchMock.mockResolvedValueOnce(
      failureResponse(429, [{ description: 'Troppe richieste di reimpostazione della password: riprova tra 1 minuto.' }]),
    );
    fetchMock.mockResolvedValueOnce(successResponse({}, { info: 'Se l’indirizzo è registrato, riceverai a breve un’e-mail.' }));
    const onSent = vi.fn();
    renderWithProviders(<ResetPasswordRequestForm onSent={onSent} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'giulia@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppe richieste di reimpostazione della password: riprova tra 1 minuto.',
    );
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    const solutions = fetchMock.mock.calls.map(([url]) => {
      const address = new URL(url, 'http://shop');
      expect(address.pathname).toBe('/ebsn/api/registration/password_reset');
      return address.searchParams.get('recaptcha');
    });
    expect(solutions).toHaveLength(2);
    expect(solutions[0]).toMatch(/^solved-challenge-\d+$/);
    expect(solutions[1]).not.toBe(solutions[0]);
  });
});
