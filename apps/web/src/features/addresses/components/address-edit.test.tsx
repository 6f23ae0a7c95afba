import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { failureResponse, makeUserDetail, successResponse } from '../../auth/testing/account-fixtures';
import { makeAddress } from '../../delivery/testing/delivery-fixtures';
import { AddressEdit } from './address-edit';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

async function fill(fields: Partial<Record<'street' | 'city' | 'cap' | 'province', string>>) {
  if (fields.street) await userEvent.type(screen.getByRole('combobox', { name: /Indirizzo/ }), fields.street);
  if (fields.city) await userEvent.type(screen.getByRole('textbox', { name: /Città/ }), fields.city);
  if (fields.cap) await userEvent.type(screen.getByRole('textbox', { name: /CAP/ }), fields.cap);
  if (fields.province) await userEvent.type(screen.getByRole('textbox', { name: /Provincia/ }), fields.province);
}

const viaRoma = {
  description: 'Via Roma, 24121 Bergamo (BG)',
  address1: 'Via Roma',
  addressNumber: '',
  city: 'Bergamo',
  province: 'BG',
  postalcode: '24121',
  latitude: 45.69,
  longitude: 9.67,
  precision: 'street',
};

/** Answers the autocomplete with these places, the address check with `check`, anything else 404. */
function geocoderAnswers(places: object[], check?: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.startsWith('/ebsn/api/geocoding/autocomplete')) return successResponse({ suggestions: places });
    if (url === '/ebsn/api/user-address/check' && check) return check(JSON.parse(String(init?.body)));
    return failureResponse(404, []);
  });
}

/** Step 1: types the street and picks the suggestion that shows `description`. */
async function pick(street: string, description: string) {
  await userEvent.type(screen.getByRole('combobox', { name: /Indirizzo/ }), street);
  await userEvent.click(await screen.findByRole('option', { name: description }));
}

const checked = (active: number, place: object) =>
  successResponse({
    active,
    warehouse: null,
    address: { address1: 'Via Roma', addressNumber: '', city: 'Bergamo', province: 'BG', postalcode: '24121', ...place },
  });

describe('address edit', { timeout: 30_000 }, () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => failureResponse(404, []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('enables verify only once a place is picked from the suggestions; a new street needs a new pick', async () => {
    geocoderAnswers([viaRoma]);
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    const verify = screen.getByRole('button', { name: 'Verifica indirizzo' });
    await fill({ street: 'Via Roma' });
    expect(verify).toBeDisabled();
    await userEvent.click(await screen.findByRole('option', { name: viaRoma.description }));
    expect(verify).toBeEnabled();
    await fill({ city: ' Alta' });
    expect(verify).toBeEnabled();
    // The civic number completes the place picked; another street is another place.
    await fill({ street: ' 2' });
    expect(verify).toBeDisabled();
  });

  it('lists the missing fields of the picked place before asking the server', async () => {
    geocoderAnswers([{ ...viaRoma, postalcode: '', description: 'Via Roma, Bergamo (BG)' }]);
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    await pick('Via Roma', 'Via Roma, Bergamo (BG)');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(screen.getByText("L'indirizzo inserito è incompleto, mancano i seguenti campi: CAP")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('user-address/check'))).toBe(false);
  });

  it('guides the province: an unknown code is named under the field before asking the server', async () => {
    geocoderAnswers([viaRoma]);
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    await pick('Via Roma', viaRoma.description);
    const province = screen.getByRole('textbox', { name: /Provincia/ });
    expect(province).toHaveAccessibleDescription('Sigla, ad esempio BG');
    await userEvent.clear(province);
    await userEvent.type(province, 'zz');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(province).toHaveAccessibleDescription(
      'Sigla della provincia non valida: usa le due lettere della targa, ad esempio BG o RM',
    );
    expect(fetchMock.mock.calls.some(([url]) => url.includes('user-address/check'))).toBe(false);
  });

  it('asks for suggestions only past 3 typed characters', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/ebsn/api/geocoding/autocomplete') ? successResponse({ suggestions: [] }) : failureResponse(404, []),
    );
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    await fill({ street: 'Via' });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(fetchMock.mock.calls.some(([url]) => url.includes('autocomplete'))).toBe(false);
    await fill({ street: ' Ro' });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('autocomplete?q=Via+Ro'))).toBe(true));
  });

  it('says when the browser refuses the position', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_: unknown, fail: (error: { code: number; PERMISSION_DENIED: number }) => void) =>
          fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    expect(
      await screen.findByText('è necessario abilitare la localizzazione per utilizzare questa funzione'),
    ).toBeInTheDocument();
  });

  it('shows the verified address with the detail form, or the unavailable message (a server error too)', async () => {
    let active = 1;
    geocoderAnswers([viaRoma], () => (active === 2 ? failureResponse(500, []) : checked(active, { latitude: 45, longitude: 9 })));
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    await pick('Via Roma', viaRoma.description);
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(await screen.findByText('Via Roma, 24121 Bergamo (BG)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nome sul citofono/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva indirizzo' })).toBeInTheDocument();

    active = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Modifica indirizzo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(
      await screen.findByText('Il servizio di consegna a domicilio non è disponibile per questo indirizzo.'),
    ).toBeInTheDocument();

    active = 2;
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi un altro indirizzo' }));
    await pick('Via Roma', viaRoma.description);
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(
      await screen.findByText('Il servizio di consegna a domicilio non è disponibile per questo indirizzo.'),
    ).toBeInTheDocument();
  });

  it('says when the address is served but not validated on the map, and lets the shopper save it anyway', async () => {
    geocoderAnswers([viaRoma], (body) =>
      checked(1, { addressNumber: String(body.addressNumber ?? ''), latitude: null, longitude: null }),
    );
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    await pick('Via Roma', viaRoma.description);
    // A civic number the map does not know: the server cannot place it.
    await userEvent.type(screen.getByRole('textbox', { name: 'Civico' }), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(
      await screen.findByText(
        "Non troviamo Via Roma 999, 24121 Bergamo (BG) sulla mappa: l'indirizzo non è stato validato. Controlla via e numero civico, oppure salvalo comunque.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salva indirizzo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva comunque' }));
    expect(await screen.findByRole('button', { name: 'Salva indirizzo' })).toBeVisible();
  });

  it("asks the recipient's name and surname on the detail form, and sends them", async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/ebsn/api/user-address/update'
        ? successResponse({ addressId: 5, address: makeAddress({ addressId: 5 }) })
        : failureResponse(404, []),
    );
    const onSave = vi.fn();
    renderWithProviders(
      <AddressEdit address={makeAddress({ firstName: '', lastName: '' })} onSave={onSave} selectOnSave={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(screen.getByRole('textbox', { name: /^Nome[\s*]*$/ })).toHaveAccessibleDescription('Campo obbligatorio');
    expect(screen.getByRole('textbox', { name: /^Cognome[\s*]*$/ })).toHaveAccessibleDescription('Campo obbligatorio');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nome[\s*]*$/ }), 'Anna');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cognome[\s*]*$/ }), 'Bianchi');
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/ebsn/api/user-address/update') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ firstName: 'Anna', lastName: 'Bianchi', addressName: 'Casa' });
  });

  it('offers the address typed at registration for the first home address, and checks it in one press', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/registration/user_detail')) return successResponse({ user: makeUserDetail() });
      if (url.startsWith('/ebsn/api/user-address/delivery-service-list')) return successResponse({ addresses: [] });
      if (url === '/ebsn/api/user-address/check')
        return successResponse({
          active: 1,
          warehouse: null,
          address: {
            address1: 'Via Roma',
            addressNumber: '12',
            city: 'Bergamo',
            province: 'BG',
            postalcode: '24121',
            latitude: 45,
            longitude: 9,
          },
        });
      return successResponse({ suggestions: [] });
    });
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    expect(await screen.findByText(/^Consegniamo a Via Roma 12, 24121 Bergamo \(BG\)\?/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Usa questo indirizzo' }));
    expect(await screen.findByRole('button', { name: 'Salva indirizzo' })).toBeVisible();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/ebsn/api/user-address/check') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ address1: 'Via Roma', addressNumber: '12', postalcode: '24121' });
  });

  it('offers nothing once the shopper has a home address', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/registration/user_detail')) return successResponse({ user: makeUserDetail() });
      if (url.startsWith('/ebsn/api/user-address/delivery-service-list'))
        return successResponse({ addresses: [{ addressId: 3 }] });
      return successResponse({ suggestions: [] });
    });
    renderWithProviders(<AddressEdit onSave={() => {}} />);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/ebsn/api/user-address/delivery-service-list'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Usa questo indirizzo' })).not.toBeInTheDocument();
  });
});
