import { type ContentForm, customerServiceFormDefinition, customerServiceTexts } from '@spesa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CustomerServiceForm } from './customer-service-form';

const form: ContentForm = {
  ...customerServiceFormDefinition(),
  ajax_url: '/p/wp-admin/admin-ajax.php',
  security: 'nonce-di-prova',
};
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let answers: Response[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const field = (name: RegExp) => screen.getByLabelText(name);
const submitCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/p/wp-admin/admin-ajax.php'));
const message = 'La spesa di ieri è arrivata senza il latte fresco che avevo ordinato.';

async function fill(user = userEvent.setup(), { withContact = true } = {}) {
  await user.click(screen.getByRole('combobox', { name: /^Argomento/ }));
  await user.click(await screen.findByRole('option', { name: 'Un mio ordine' }));
  await user.type(field(/^Numero ordine/), '4021');
  if (withContact) {
    await user.type(field(/^Nome e cognome/), 'Giulia Rossi');
    await user.type(field(/^E-mail/), 'giulia.rossi@example.it');
  }
  await user.click(field(/^Messaggio/));
  await user.paste(message);
  await user.click(screen.getByRole('checkbox', { name: /informativa privacy/ }));
  return user;
}

describe('customer service form', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/p/wp-admin/admin-ajax.php') ? (answers.shift() ?? json(500, {})) : json(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields with the domain rules before sending, the order number once the topic is an order', async () => {
    renderWithProviders(<CustomerServiceForm form={form} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText(customerServiceTexts.errors.privacy)).toBeVisible();
    expect(field(/^Nome e cognome/)).toHaveAccessibleDescription('Campo obbligatorio');
    expect(field(/^Messaggio/)).toHaveAccessibleDescription('Campo obbligatorio');
    expect(screen.getByRole('link', { name: /informativa privacy/ })).toHaveAttribute('href', '/page/privacy');

    await user.click(screen.getByRole('combobox', { name: /^Argomento/ }));
    await user.click(await screen.findByRole('option', { name: 'Un mio ordine' }));
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(field(/^Numero ordine/)).toBeRequired();
    expect(field(/^Numero ordine/)).toHaveAccessibleDescription(customerServiceTexts.errors.orderNumberRequired);
    expect(submitCalls()).toHaveLength(0);
  });

  it('sends action, nonce and formData with a submission id and the challenge, then shows the success message', async () => {
    answers = [json(200, { success: true, data: { message: customerServiceTexts.successMessage } })];
    renderWithProviders(<CustomerServiceForm form={form} prefill={{ name: 'Giulia Rossi', email: 'giulia.rossi@example.it' }} />);
    expect(field(/^Nome e cognome/)).toHaveValue('Giulia Rossi');
    expect(field(/^E-mail/)).toHaveValue('giulia.rossi@example.it');
    const user = await fill(undefined, { withContact: false });
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    expect(await screen.findByText(customerServiceTexts.successMessage)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invia la richiesta' })).not.toBeInTheDocument();
    const [[url, init]] = submitCalls() as [[string, RequestInit]];
    expect(new URL(url, 'http://shop').searchParams.get('recaptcha')).toMatch(/^solved-challenge-\d+$/);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      action: 'ebsn_form_submit',
      security: 'nonce-di-prova',
      formData: {
        id: 5,
        fields: {
          topic: 'ordine',
          order_number: '4021',
          name: 'Giulia Rossi',
          email: 'giulia.rossi@example.it',
          message,
          privacy: true,
        },
      },
    });
    expect(body.formData.submission_id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('puts the server’s errors on their fields and keeps the submission id for the next try', async () => {
    answers = [
      json(400, {
        success: false,
        data: { message: 'x', errors: [{ field: 'email', label: 'E-mail', message: 'Digitare una e-mail valida' }] },
      }),
      json(403, {
        success: false,
        data: { message: 'x', errors: [{ field: 'security', message: customerServiceTexts.errors.nonce }] },
      }),
      json(200, { success: true, data: { message: customerServiceTexts.successMessage } }),
    ];
    renderWithProviders(<CustomerServiceForm form={form} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Digitare una e-mail valida')).toBeVisible();
    expect(field(/^E-mail/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(within(await screen.findByRole('alert')).getByText(customerServiceTexts.errors.nonce)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText(customerServiceTexts.successMessage)).toBeVisible();

    const ids = submitCalls().map(([, init]) => JSON.parse(String(init?.body)).formData.submission_id);
    expect(new Set(ids).size).toBe(1);
    const solutions = submitCalls().map(([url]) => new URL(url, 'http://shop').searchParams.get('recaptcha'));
    expect(new Set(solutions).size).toBe(3);
  });
});
