import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { failureResponse, successResponse } from '../../auth/testing/account-fixtures';
import { makeAddress } from '../../delivery/testing/delivery-fixtures';
import { AddressBook } from './address-book';

const home = makeAddress({ addressId: 7, addressName: 'Casa', defaultAddress: true });

describe('address book', () => {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("answers a refused delete with the spec's address-delete text, not the server's generic one", async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/ebsn/api/user-address/delete')
        ? failureResponse(403, [{ code: 'errors.forbidden', description: 'Non hai i permessi per questa operazione.' }])
        : successResponse({ addresses: [home] }),
    );
    renderWithProviders(<AddressBook />);
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Casa' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sì' }));
    expect(
      await screen.findByText("Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa."),
    ).toBeVisible();
    expect(screen.queryByText('Non hai i permessi per questa operazione.')).not.toBeInTheDocument();
  });
});
