import { CONTENT_FORM_SUBMIT_PATH, contentFormSchema, customerServiceTexts, getTenant } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../test/users';
import { customerServiceRequests } from '../../db/schema/customer-service';
import { challenged } from '../auth/testing/account-fixtures';
import { createFormNonces, formNonceAction, formNonceSecret, NONCE_TICK_MS } from './customer-service-nonce';

const HMAC_KEY = 'chiave-di-prova-del-servizio-clienti-0123456789';
const tenant = getTenant('buonmercato');

let addressCount = 0;
/** Each test its own client address, so the per-address limit of one does not reach another. */
const nextAddress = () => {
  addressCount += 1;
  return `10.77.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

let mailCount = 0;
function fieldsFor(overrides: Record<string, unknown> = {}) {
  mailCount += 1;
  return {
    topic: 'consegna-ritiro',
    name: 'Giulia Rossi',
    email: `giulia.${process.pid}.${mailCount}.${Date.now()}@example.it`,
    phone: '347 123 4567',
    message: 'La spesa di ieri è arrivata senza il latte fresco che avevo ordinato.',
    privacy: true,
    ...overrides,
  };
}

describe('customer service form 5 (GET form parameters, POST admin-ajax)', () => {
  let test: ShopperTestApp;
  let nonce: string;

  beforeAll(async () => {
    test = await createShopperTestApp({ CHALLENGE_HMAC_KEY: HMAC_KEY });
    nonce = (await test.app.inject({ method: 'GET', url: '/p/wp-json/ebsn/v1/form?form_id=5' })).json().security;
  }, 60_000);
  afterAll(() => test.close());

  async function submit(
    formData: unknown,
    {
      security = nonce,
      remoteAddress = nextAddress(),
      form = false,
      challenge = true,
      headers = {} as Record<string, string>,
    } = {},
  ) {
    const body = { action: 'ebsn_form_submit', security, formData };
    const url = challenge ? await challenged(test.app, CONTENT_FORM_SUBMIT_PATH) : CONTENT_FORM_SUBMIT_PATH;
    return test.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      payload: form
        ? new URLSearchParams({ ...body, formData: JSON.stringify(formData) }).toString()
        : (body as unknown as Record<string, unknown>),
    });
  }

  const rowsOf = (email: string) =>
    test.db.select().from(customerServiceRequests).where(eq(customerServiceRequests.email, email));

  it("answers form 5's parameters with a nonce, WordPress's 404 for another form, rest_invalid_param for a bad id", async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/p/wp-json/ebsn/v1/form?form_id=5' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const form = contentFormSchema.parse(answer.json());
    expect(form).toMatchObject({ id: 5, action: 'ebsn_form_submit', ajax_url: '/p/wp-admin/admin-ajax.php' });
    expect(form.security).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(form.fields.find((field) => field.name === 'topic')?.options?.map((option) => option.value)).toContain('ordine');

    const other = await test.app.inject({ method: 'GET', url: '/p/wp-json/ebsn/v1/form?form_id=7' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      code: 'ebsn_form_not_found',
      message: 'Il modulo richiesto non esiste.',
      data: { status: 404 },
    });
    for (const bad of ['', '?form_id=abc', '?form_id=0', '?form_id=99999999999'])
      expect((await test.app.inject({ method: 'GET', url: `/p/wp-json/ebsn/v1/form${bad}` })).json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400 },
      });
  });

  it('is in the OpenAPI document, so the fuzz test walks both routes', async () => {
    const paths = (await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' })).json().paths;
    expect(paths['/p/wp-json/ebsn/v1/form']?.get).toBeDefined();
    expect(Object.keys(paths['/p/wp-admin/admin-ajax.php']?.post?.requestBody?.content ?? {})).toContain('application/json');
  });

  it('stores a request, mails it to the brand (reply to the shopper) and acknowledges it to the shopper', async () => {
    const fields = fieldsFor({ topic: 'ordine', order_number: '4021' });
    const answer = await submit({ id: 5, fields, submission_id: crypto.randomUUID() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { message: customerServiceTexts.successMessage } });

    const [row] = await rowsOf(fields.email);
    expect(row).toMatchObject({ brand: 'buonmercato', topic: 'ordine', orderNumber: '4021', name: 'Giulia Rossi', userId: null });
    expect(row?.forwardedAt).toBeInstanceOf(Date);
    expect(row?.createdAt).toBeInstanceOf(Date);

    const forwarded = await test.smtp.nextMail(tenant.contacts.email);
    expect(forwarded.subject).toBe(`Richiesta n. ${row?.requestId} dal sito: Un mio ordine`);
    expect(forwarded.raw).toMatch(new RegExp(`^Reply-To: ${fields.email}`, 'm'));
    expect(forwarded.text).toContain('Numero ordine: 4021');
    expect(forwarded.text).toContain(fields.message);
    const acknowledgement = await test.smtp.nextMail(fields.email);
    expect(acknowledgement.subject).toBe(`Abbiamo ricevuto la tua richiesta n. ${row?.requestId}`);
    expect(acknowledgement.text).toContain('Ciao Giulia,');
    // The shopper's own words are not repeated to whatever address was typed.
    expect(acknowledgement.text).not.toContain(fields.message);
  });

  it('takes a form post with formData as JSON text, and the logged-in shopper’s id', async () => {
    const shopper = await test.shopper();
    const fields = fieldsFor();
    const answer = await submit({ id: '5', fields }, { form: true, headers: withSession(shopper.session) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await rowsOf(fields.email))[0]?.userId).toBe(shopper.userId);
    await test.smtp.nextMail(fields.email);
    await test.smtp.nextMail(tenant.contacts.email);
  });

  it('answers the errors per field, in the form’s order, without spending the challenge', async () => {
    const url = await challenged(test.app, CONTENT_FORM_SUBMIT_PATH);
    const remoteAddress = nextAddress();
    const send = (fields: Record<string, unknown>) =>
      test.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { action: 'ebsn_form_submit', security: nonce, formData: { id: 5, fields } },
      });
    const refused = await send({ topic: 'ordine', email: 'giulia@', phone: '123', message: 'Corto', privacy: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success).toBe(false);
    expect(refused.json().data.errors).toEqual([
      { field: 'order_number', label: 'Numero ordine', message: customerServiceTexts.errors.orderNumberRequired },
      { field: 'name', label: 'Nome e cognome', message: 'Campo obbligatorio' },
      { field: 'email', label: 'E-mail', message: 'Digitare una e-mail valida' },
      { field: 'phone', label: 'Telefono', message: 'Digitare un numero di telefono valido' },
      { field: 'message', label: 'Messaggio', message: customerServiceTexts.errors.messageTooShort },
      { field: 'privacy', label: customerServiceTexts.labels.privacy, message: customerServiceTexts.errors.privacy },
    ]);
    const fields = fieldsFor();
    expect((await send(fields)).statusCode).toBe(200);
    await test.smtp.nextMail(fields.email);
    await test.smtp.nextMail(tenant.contacts.email);
  });

  it('refuses a wrong, foreign or expired nonce with 403, and takes one from the previous 12 hours', async () => {
    const nonces = createFormNonces(formNonceSecret(HMAC_KEY));
    const action = formNonceAction('buonmercato', 5);
    const now = Date.now();
    const nonceTexts = { success: false, data: { errors: [{ field: 'security', message: customerServiceTexts.errors.nonce }] } };
    for (const security of [
      'x'.repeat(22),
      '',
      nonces.create(formNonceAction('spesachiara', 5), now),
      nonces.create(action, now - 2 * NONCE_TICK_MS),
      createFormNonces(formNonceSecret('un-altro-segreto-di-almeno-32-caratteri!')).create(action, now),
    ]) {
      const answer = await submit({ id: 5, fields: fieldsFor() }, { security });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject(nonceTexts);
    }
    const fields = fieldsFor();
    expect((await submit({ id: 5, fields }, { security: nonces.create(action, now - NONCE_TICK_MS) })).statusCode).toBe(200);
    await test.smtp.nextMail(fields.email);
    await test.smtp.nextMail(tenant.contacts.email);
  });

  it('needs the challenge, answered in WordPress’s shape; refuses other actions, forms and broken formData', async () => {
    const missing = await submit({ id: 5, fields: fieldsFor() }, { challenge: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, data: { errors: [{ field: 'recaptcha' }] } });

    const other = await test.app.inject({
      method: 'POST',
      url: await challenged(test.app, CONTENT_FORM_SUBMIT_PATH),
      payload: { action: 'heartbeat', security: nonce, formData: { id: 5, fields: fieldsFor() } },
    });
    expect(other.json()).toMatchObject({ success: false, data: { errors: [{ field: 'action' }] } });
    expect((await submit({ id: 6, fields: fieldsFor() })).json().data.errors).toEqual([
      { field: 'formData', message: 'Il modulo richiesto non esiste.' },
    ]);
    for (const formData of ['{rotto', '[]', JSON.stringify({ id: 5 })]) {
      const answer = await submit(formData);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().data.errors[0].field).toBe('formData');
    }
  });

  it('lets 5 requests an hour go from one address, then answers 429 with Retry-After', async () => {
    const remoteAddress = nextAddress();
    for (let count = 0; count < 5; count += 1) {
      const fields = fieldsFor();
      expect((await submit({ id: 5, fields }, { remoteAddress })).statusCode).toBe(200);
      await test.smtp.nextMail(fields.email);
      await test.smtp.nextMail(tenant.contacts.email);
    }
    const fields = fieldsFor();
    const throttled = await submit({ id: 5, fields }, { remoteAddress });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('60');
    expect(throttled.json().data.message).toBe('Hai inviato molte richieste in poco tempo: riprova tra 1 minuto.');
    expect(await rowsOf(fields.email)).toHaveLength(0);
    // Another address is not slowed down.
    const other = fieldsFor();
    expect((await submit({ id: 5, fields: other })).statusCode).toBe(200);
    await test.smtp.nextMail(other.email);
    await test.smtp.nextMail(tenant.contacts.email);
  });

  it('stores a double click once and mails once, with concurrent requests of one submission id', async () => {
    const fields = fieldsFor();
    const submissionId = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit({ id: 5, fields, submission_id: submissionId })));
    for (const answer of answers)
      expect(answer.json()).toEqual({ success: true, data: { message: customerServiceTexts.successMessage } });
    expect(await rowsOf(fields.email)).toHaveLength(1);
    await test.smtp.nextMail(fields.email);
    await test.smtp.nextMail(tenant.contacts.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(test.smtp.unclaimed(fields.email)).toHaveLength(0);
  });

  it('without a submission id, the same request twice the same day is one request', async () => {
    const fields = fieldsFor();
    const [first, second] = await Promise.all([submit({ id: 5, fields }), submit({ id: 5, fields })]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(await rowsOf(fields.email)).toHaveLength(1);
    await test.smtp.nextMail(fields.email);
    await test.smtp.nextMail(tenant.contacts.email);
    const changed = { ...fields, message: `${fields.message} Grazie.` };
    expect((await submit({ id: 5, fields: changed })).statusCode).toBe(200);
    expect(await rowsOf(fields.email)).toHaveLength(2);
    await test.smtp.nextMail(fields.email);
    await test.smtp.nextMail(tenant.contacts.email);
  });
});
