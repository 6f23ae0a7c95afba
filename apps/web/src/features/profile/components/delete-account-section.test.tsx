import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { hasSignedInCookie, setSignedInCookie } from '../../../testing/session-cookie';
import { makeUser } from '../../auth/testing/account-fixtures';
import { apiAnswer, callsTo, stubApi } from '../../cart/testing/cart-server';
import { DeleteAccountSection } from './delete-account-section';

const outForDelivery =
  "Non è possibile eliminare l'account mentre un ordine è in consegna (ordine 100007): riprova dopo la consegna.";

function renderSection(answer: (password: string) => Response, user = makeUser()) {
  const calls = stubApi((call) =>
    call.path === 'user/delete' ? answer((call.body as { password: string }).password) : undefined,
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, user);
  return {
    ...renderWithProviders(<DeleteAccountSection />, { queryClient, path: '/profile/profile-update' }),
    calls,
    queryClient,
  };
}

describe('DeleteAccountSection', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the password in a dialog and shows the server's refusal, the shopper staying where they are", async () => {
    const { calls } = renderSection(() =>
      apiAnswer(null, { status: 409, errors: [{ code: 'errors.account.orderOutForDelivery', description: outForDelivery }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elimina account' }));
    const dialog = screen.getByRole('dialog', { name: "Eliminare l'account?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    expect(within(dialog).getByText('Digitare la password')).toBeVisible();
    expect(callsTo(calls, 'user/delete')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Password/), 'password-sicura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(outForDelivery);
    expect(callsTo(calls, 'user/delete')[0]?.body).toEqual({ password: 'password-sicura' });
    expect(screen.getByTestId('location').textContent).toBe('/profile/profile-update');
  });

  it('deleted: the session is forgotten, the shopper is a visitor at Home, a toast says so', async () => {
    setSignedInCookie();
    const { queryClient } = renderSection(() =>
      apiAnswer({}, { infos: [{ code: 'info.account.deleted', description: 'Il tuo account è stato eliminato.' }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elimina account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'password-sicura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(queryClient.getQueryData(accountQueryKeys.currentUser)).toBeNull();
    expect(hasSignedInCookie()).toBe(false);
    expect(await screen.findByText('Il tuo account è stato eliminato.')).toBeVisible();
  });

  it('a secondary account (user type 3) reads that only the holder may delete it, and gets no button', async () => {
    renderSection(() => apiAnswer({}), makeUser({ userType: { userTypeId: 3 } }));
    expect(
      await screen.findByText("Solo il titolare dell'account può eliminarlo: chiedi a chi ti ha dato l'accesso."),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Elimina account' })).toBeNull();
  });
});
