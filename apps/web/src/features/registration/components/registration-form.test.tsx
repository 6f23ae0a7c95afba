import { getTenant, type Store } from '@spesa/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { failureResponse, successResponse } from '../../auth/testing/account-fixtures';
import { RegistrationForm } from './registration-form';

const tenant = getTenant('buonmercato');
const stores: Store[] = [
  {
    storeId: 3,
    name: 'Bergamo Longuelo',
    address: 'Via Longuelo 83',
    address1: 'Via Longuelo',
    addressNumber: '83',
    postalcode: '24129',
    city: 'Bergamo',
    province: 'BG',
    phone: '035 000 0000',
    deliveryServices: [],
  },
];
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let registerAnswers: Response[] = [];

function renderForm() {
  const onRegistered = vi.fn();
  renderWithProviders(<RegistrationForm tenant={tenant} onRegistered={onRegistered} />);
  return onRegistered;
}

const field = (name: RegExp) => screen.getByLabelText(name);

async function fillValidForm(email = 'giulia.bianchi@example.it') {
  const user = userEvent.setup();
  await user.type(field(/^Nome/), 'Giulia');
  await user.type(field(/^Cognome/), 'Bianchi');
  await user.type(field(/^Data di nascita/), '12/03/1990');
  await user.type(field(/^Cellulare/), '333 1234567');
  await user.type(field(/^E-mail/), email);
  await user.type(field(/^Conferma l'e-mail/), email);
  await user.type(field(/^Password/), 'segreta1');
  await user.type(field(/^Indirizzo/), 'Via Roma');
  await user.type(field(/^Numero civico/), '12');
  await user.type(field(/^CAP/), '24121');
  await user.type(field(/^Città/), 'Bergamo');
  await user.type(field(/^Provincia/), 'bg');
  await screen.findByRole('option', { name: /Bergamo Longuelo/ });
  await user.selectOptions(field(/^Punto vendita/), '3');
  await user.click(screen.getByRole('checkbox', { name: /Informativa sulla privacy/ }));
  return user;
}

describe('registration form', { timeout: 60_000 }, () => {
  beforeEach(() => {
    registerAnswers = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/ebsn/api/store-proximity/list')) return successResponse({ stores });
      if (url.startsWith('/ebsn/api/registration/register_user?')) return registerAnswers.shift() ?? failureResponse(500, []);
      return failureResponse(404, []);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const registerCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/ebsn/api/registration/register_user'));

  it('checks every field in the browser with the domain rules before asking the server', async () => {
    renderForm();
    expect(screen.queryByLabelText(/^Codice fiscale/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    expect(await screen.findByText("È necessario accettare l'informativa sulla privacy")).toBeVisible();
    expect(field(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio');
    expect(field(/^Punto vendita/)).toHaveAccessibleDescription('Campo obbligatorio');
    expect(field(/^Nome/)).toHaveFocus();

    await user.type(field(/^Nome/), 'Giulia2');
    await user.type(field(/^E-mail/), 'giulia@example');
    await user.type(field(/^Password/), 'corta');
    await user.type(field(/^CAP/), '2412');
    await user.type(field(/^Data di nascita/), '31/02/1990');
    await user.type(screen.getByLabelText(/^Numero della Carta Buonmercato/), '0401000000000013');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    await vi.waitFor(() => expect(field(/^Nome/)).toHaveAccessibleDescription("Accetta solo caratteri dell'alfabeto"));
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Digitare una e-mail valida');
    expect(field(/^Password/)).toHaveAccessibleDescription('La password deve contenere almeno 6 caratteri');
    expect(field(/^CAP/)).toHaveAccessibleDescription('Deve contenere esattamente 5 caratteri');
    expect(field(/^Data di nascita/)).toHaveAccessibleDescription('Formato della data gg/mm/aaaa');
    expect(screen.getByLabelText(/^Numero della Carta Buonmercato/)).toHaveAccessibleDescription(
      'Numero di carta fedeltà non valido',
    );
    expect(registerCalls()).toHaveLength(0);
  });

  it('asks for the same e-mail twice', async () => {
    renderForm();
    const user = await fillValidForm();
    await user.type(field(/^Conferma l'e-mail/), 'x');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await vi.waitFor(() => expect(field(/^Conferma l'e-mail/)).toHaveAccessibleDescription('Le due e-mail non coincidono'));
    expect(registerCalls()).toHaveLength(0);
  });

  it("puts the server's refusals back on the fields it names", async () => {
    registerAnswers = [
      failureResponse(400, [
        { field: 'mobilePhone', description: 'Digitare un numero di telefono valido' },
        { field: 'referenceStoreId', description: 'Il punto vendita scelto non esiste.' },
        { field: 'legals.0.accepted', description: "È necessario accettare l'informativa sulla privacy" },
      ]),
      failureResponse(409, [
        {
          field: 'email',
          code: 'errors.emailTaken',
          description: 'Questo indirizzo e-mail è già registrato: accedi oppure recupera la password.',
        },
      ]),
    ];
    const onRegistered = renderForm();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    await vi.waitFor(() => expect(field(/^Cellulare/)).toHaveAccessibleDescription('Digitare un numero di telefono valido'));
    expect(field(/^Punto vendita/)).toHaveAccessibleDescription('Il punto vendita scelto non esiste.');
    expect(screen.getByText("È necessario accettare l'informativa sulla privacy")).toBeVisible();
    expect(screen.getByText('Alcuni campi non sono corretti: controlla i messaggi in rosso.')).toBeVisible();
    expect(field(/^Cellulare/)).toHaveFocus();

    const body = JSON.parse(String(registerCalls()[0]?.[1]?.body));
    expect(body).toMatchObject({
      firstName: 'Giulia',
      email: 'giulia.bianchi@example.it',
      emailConfirm: 'giulia.bianchi@example.it',
      province: 'BG',
      referenceStoreId: 3,
      birthDate: '12/03/1990',
      legals: [
        { legalId: 1, accepted: true },
        { legalId: 2, accepted: false },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await vi.waitFor(() =>
      expect(field(/^E-mail/)).toHaveAccessibleDescription(
        'Questo indirizzo e-mail è già registrato: accedi oppure recupera la password.',
      ),
    );
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("asks for the fiscal code where the brand wants it, and checks the brand's card prefix", async () => {
    renderWithProviders(<RegistrationForm tenant={getTenant('spesachiara')} onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Codice fiscale/)).toBeInTheDocument();
    await user.type(field(/^Codice fiscale/), 'RSSMRA85T10A562X');
    await user.type(screen.getByLabelText(/^Numero della Carta Chiara/), '0401000000000012');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await vi.waitFor(() => expect(field(/^Codice fiscale/)).toHaveAccessibleDescription('Formato non corretto'));
    expect(screen.getByLabelText(/^Numero della Carta Chiara/)).toHaveAccessibleDescription('Numero di carta fedeltà non valido');
  });

  it('hands over the address the confirmation went to', async () => {
    registerAnswers = [successResponse({ email: 'giulia.bianchi@example.it' }, { info: 'Registrazione completata' })];
    const onRegistered = renderForm();
    const user = await fillValidForm('Giulia.Bianchi@Example.it');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('giulia.bianchi@example.it'));
  });

  it('sends the solved "Non sono un robot" check in ?recaptcha=, a new one after each refusal', async () => {
    registerAnswers = [
      failureResponse(400, [
        {
          code: 'errors.challengeInvalid',
          field: 'recaptcha',
          description: 'La verifica «Non sono un robot» non è valida o è scaduta: ripetila e riprova.',
        },
      ]),
      successResponse({ email: 'giulia.bianchi@example.it' }),
    ];
    const onRegistered = renderForm();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La verifica «Non sono un robot» non è valida o è scaduta');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [first, second] = registerCalls().map(([url]) => new URL(url, 'http://shop').searchParams.get('recaptcha'));
    expect(first).toMatch(/^solved-challenge-\d+$/);
    expect(second).toMatch(/^solved-challenge-\d+$/);
    expect(second).not.toBe(first);
  });
});
