import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setSignedInCookie } from '../../../testing/session-cookie';
import { failureResponse, makeUser, successResponse } from '../../auth/testing/account-fixtures';
import { makeAddress, makeCart, makeStore } from '../../delivery/testing/delivery-fixtures';
import AddressSelectorDialog from './address-selector-dialog';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

function answer({ services = [{ deliveryServiceId: 2, showTab: true }], homes = [makeAddress()] } = {}) {
  fetchMock.mockImplementation(async (url) => {
    if (url.startsWith('/ebsn/api/auth/test')) return successResponse({ valid: true, user: makeUser() });
    if (url.startsWith('/ebsn/api/cart/view')) return successResponse(makeCart());
    if (url.startsWith('/ebsn/api/store/view')) return successResponse({ store: makeStore(services) });
    if (url.includes('delivery_service_id=2')) return successResponse({ addresses: homes, user: { userId: 7 } });
    if (url.includes('delivery_service_id=1'))
      return successResponse({
        addresses: [makeAddress({ addressId: 90, addressName: 'Bergamo Longuelo', addressType: 'store', addressTypeId: 3 })],
        user: { userId: 7 },
      });
    if (url === '/ebsn/api/user-address/select') return successResponse(makeCart());
    return failureResponse(404, []);
  });
}

describe('address selector', { timeout: 15_000 }, () => {
  beforeEach(() => {
    setSignedInCookie();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows no tabs when only one delivery service has a tab', async () => {
    answer({
      services: [
        { deliveryServiceId: 2, showTab: true },
        { deliveryServiceId: 1, showTab: false },
      ],
    });
    renderWithProviders(<AddressSelectorDialog open onClose={() => {}} onChosen={() => {}} />);
    expect(await screen.findByRole('button', { name: /^Scegli Casa:/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows a tab per shown service, lists its addresses, and stars the default', async () => {
    answer({
      services: [
        { deliveryServiceId: 2, showTab: true },
        { deliveryServiceId: 1, showTab: true },
      ],
      homes: [makeAddress({ defaultAddress: true }), makeAddress({ addressId: 12, addressName: 'Ufficio', city: 'Milano' })],
    });
    renderWithProviders(<AddressSelectorDialog open onClose={() => {}} onChosen={() => {}} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Consegna a domicilio', 'Ritiro in negozio']);
    const home = await screen.findByRole('button', { name: /^Scegli Casa:/ });
    expect(within(home).getByRole('img', { name: 'Indirizzo predefinito' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: /^Scegli Ufficio:/ })).queryByRole('img', { name: 'Indirizzo predefinito' }),
    ).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Ritiro in negozio' }));
    expect(await screen.findByRole('button', { name: /^Scegli Bergamo Longuelo:/ })).toBeInTheDocument();
  });

  it('filters by name, street or city', async () => {
    answer({
      homes: [makeAddress(), makeAddress({ addressId: 12, addressName: 'Ufficio', address1: 'Corso Como', city: 'Milano' })],
    });
    renderWithProviders(<AddressSelectorDialog open onClose={() => {}} onChosen={() => {}} />);
    await screen.findByRole('button', { name: /^Scegli Ufficio:/ });
    const search = screen.getByRole('searchbox', { name: 'Cerca per nome, via o città' });
    await userEvent.type(search, 'milano');
    expect(screen.queryByRole('button', { name: /^Scegli Casa:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Scegli Ufficio:/ })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'borgo');
    expect(screen.getByRole('button', { name: /^Scegli Casa:/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Scegli Ufficio:/ })).not.toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('Nessun indirizzo corrisponde alla ricerca.')).toBeInTheDocument();
  });

  it('goes straight to add mode for a shopper with no home address', async () => {
    answer({ homes: [] });
    renderWithProviders(<AddressSelectorDialog open onClose={() => {}} onChosen={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Nuovo indirizzo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verifica indirizzo' })).toBeInTheDocument();
  });

  it("opens on the cart's pickup service while the store's tabs load late, not in add mode", async () => {
    answer({
      services: [
        { deliveryServiceId: 1, showTab: true },
        { deliveryServiceId: 2, showTab: true },
      ],
      homes: [],
    });
    const answers = fetchMock.getMockImplementation();
    let storeArrives = () => {};
    const storeLate = new Promise<void>((resolve) => {
      storeArrives = resolve;
    });
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/ebsn/api/cart/view'))
        return successResponse(makeCart({ deliveryServiceId: 1, shippingAddress: null, timeslot: null }));
      if (url.startsWith('/ebsn/api/store/view')) await storeLate;
      return (answers as typeof fetchMock)(url, init);
    });
    renderWithProviders(<AddressSelectorDialog open onClose={() => {}} onChosen={() => {}} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'Nuovo indirizzo' })).not.toBeInTheDocument();
    storeArrives();
    expect(await screen.findByRole('tab', { name: 'Ritiro in negozio', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Scegli Bergamo Longuelo:/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nuovo indirizzo' })).not.toBeInTheDocument();
  });

  it('sets the chosen address on the cart and signals it', async () => {
    answer();
    const onChosen = vi.fn();
    renderWithProviders(<AddressSelectorDialog open onClose={() => {}} onChosen={onChosen} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Scegli Casa:/ }));
    await vi.waitFor(() => expect(onChosen).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === '/ebsn/api/user-address/select');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ address_type: 2, address_id: 11 });
  });

  it('a refused choice: the reason below the list and the errorSettingAddress toast; the dialog stays', async () => {
    answer();
    const refusal = "L'indirizzo scelto non è servito dalla consegna a domicilio.";
    const served = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      url === '/ebsn/api/user-address/select'
        ? failureResponse(409, [{ description: refusal }])
        : (served?.(url, init) as Promise<Response>),
    );
    const onChosen = vi.fn();
    renderWithProviders(<AddressSelectorDialog open onClose={() => {}} onChosen={onChosen} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Scegli Casa:/ }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(
      await screen.findByText("Non è stato possibile impostare l'indirizzo scelto, riprova tra qualche minuto."),
    ).toBeVisible();
    expect(onChosen).not.toHaveBeenCalled();
  });
});
