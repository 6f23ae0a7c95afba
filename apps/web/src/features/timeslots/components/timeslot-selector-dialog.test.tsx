import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setSignedInCookie } from '../../../testing/session-cookie';
import { failureResponse, makeUser, successResponse } from '../../auth/testing/account-fixtures';
import { makeCart, makeDays } from '../../delivery/testing/delivery-fixtures';
import TimeslotSelectorDialog from './timeslot-selector-dialog';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

describe('time slot selector', { timeout: 15_000 }, () => {
  let select: () => Promise<Response>;
  beforeEach(() => {
    setSignedInCookie();
    select = async () => successResponse(makeCart());
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/auth/test')) return successResponse({ valid: true, user: makeUser() });
      if (url.startsWith('/ebsn/api/cart/view')) return successResponse(makeCart());
      if (url.startsWith('/ebsn/api/timeslot/list')) return successResponse({ days: makeDays() });
      if (url.startsWith('/ebsn/api/timeslot/select')) return select();
      return failureResponse(404, []);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  const renderDialog = (onChosen = vi.fn(), onChangeAddress = vi.fn()) =>
    renderWithProviders(<TimeslotSelectorDialog open onClose={() => {}} onChosen={onChosen} onChangeAddress={onChangeAddress} />);

  it('has a tab per day with an active slot, and shows each slot with its status; full ones are disabled', async () => {
    renderDialog();
    const tabs = await screen.findAllByRole('tab');
    // Sunday 22/11 has only closed slots: skipped.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['sab 21/11', 'lun 23/11']);
    expect(screen.getByRole('button', { name: /^09:00 - 11:00, Disponibile/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^11:00 - 13:00, Quasi pieno/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^17:00 - 19:00, Esaurito/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'lun 23/11' }));
    expect(screen.getByRole('button', { name: /^10:00 - 12:00, Disponibile/ })).toBeInTheDocument();
  });

  it('disables the slots until the server accepts the choice, then signals it', async () => {
    let accept: (response: Response) => void = () => {};
    select = () =>
      new Promise((resolve) => {
        accept = resolve;
      });
    const onChosen = vi.fn();
    renderDialog(onChosen);
    await userEvent.click(await screen.findByRole('button', { name: /^09:00 - 11:00, Disponibile/ }));
    expect(screen.getByRole('button', { name: /^11:00 - 13:00, Quasi pieno/ })).toBeDisabled();
    expect(onChosen).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('sel_date=2026-11-21&timeslot_id=1'))).toBe(true);
    accept(successResponse(makeCart()));
    await vi.waitFor(() => expect(onChosen).toHaveBeenCalled());
  });

  it("shows the server's message when the slot filled meanwhile, and reloads the list", async () => {
    select = async () => failureResponse(409, [{ description: "La fascia oraria scelta è al completo: scegline un'altra." }]);
    const onChosen = vi.fn();
    renderDialog(onChosen);
    await userEvent.click(await screen.findByRole('button', { name: /^11:00 - 13:00, Quasi pieno/ }));
    expect(await screen.findByText("La fascia oraria scelta è al completo: scegline un'altra.")).toBeInTheDocument();
    // The spec's errorSettingTimeslot toast says what did not happen.
    expect(
      await screen.findByText('Non è stato possibile impostare la fascia oraria scelta, riprova tra qualche minuto.'),
    ).toBeVisible();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/ebsn/api/timeslot/list'))).toHaveLength(2),
    );
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('shows what delivery costs in each slot, as the server counts it for the cart', async () => {
    renderDialog();
    const slot = await screen.findByRole('button', { name: '09:00 - 11:00, Disponibile, Consegna 3,90\u00a0€' });
    expect(slot).toHaveTextContent('Consegna 3,90 €');
  });

  it('says delivery is free in every slot when the server charges nothing', async () => {
    const free = makeDays().map((day) => ({
      ...day,
      timeslots: day.timeslots.map((entry) => ({ ...entry, deliveryFeeCents: 0 })),
    }));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      url.startsWith('/ebsn/api/timeslot/list')
        ? successResponse({ days: free })
        : (answer?.(url, init) ?? failureResponse(404, [])),
    );
    renderDialog();
    expect(await screen.findByRole('button', { name: '09:00 - 11:00, Disponibile, Consegna gratuita' })).toHaveTextContent(
      'Consegna gratuita',
    );
  });

  it("hands back to the address selector with 'Cambia indirizzo'", async () => {
    const onChangeAddress = vi.fn();
    renderDialog(vi.fn(), onChangeAddress);
    await userEvent.click(await screen.findByRole('button', { name: 'Cambia indirizzo' }));
    expect(onChangeAddress).toHaveBeenCalled();
  });
});
