import { completeLoyaltyCardNumber } from '@spesa/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { accountTokens, users } from '../../db/schema/accounts';
import { errorsByField, loginForm, registrationBody } from '../auth/testing/account-fixtures';
import { tokenFromLink } from '../mail/testing/smtp-test-peer';

describe('registration: register_user and registration_confirm', () => {
  let test: ShopperTestApp;

  beforeAll(async () => {
    test = await createShopperTestApp({}, { testStore: true });
  });
  afterAll(() => test.close());

  it('registers, mails the confirmation link, confirms it, welcomes, then lets the shopper in', async () => {
    const body = registrationBody();
    const response = await test.register(body, { host: 'spesa.example.it:8080' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ email: body.email });
    expect(response.json().response.infosMessage[0].code).toBe('msg.registrationCompleted');

    const mail = await test.smtp.nextMail(body.email);
    expect(mail.subject).toBe('Conferma la tua registrazione a Buonmercato');
    expect(mail.text).toContain('Ciao Giulia,');
    // Words for everyone, whatever their gender (issue 19): no 'registrato/a', no 'benvenuto'.
    expect(mail.text).toContain('grazie per la registrazione a Buonmercato.');
    expect(mail.text).not.toMatch(/registrat[oa]\b|benvenut[oa]\b|sei stat[oa]\b/);
    // The links point at the configured address (http://localhost:PORT without PUBLIC_URL), never at the Host.
    expect(mail.text).toContain('http://localhost:8080/registration/confirm?token=');
    expect(mail.html).toContain('href="http://localhost:8080/registration/confirm?token=');
    expect((await loginForm(test.app, { login: body.email, password: body.password })).statusCode).toBe(403);

    const confirmed = await test.confirmRegistration(tokenFromLink(mail, '/registration/confirm'), {
      host: 'spesa.example.it:8080',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email: body.email });
    const welcome = await test.smtp.nextMail(body.email);
    expect(welcome.subject).toBe('Ti diamo il benvenuto in Buonmercato!');
    expect(welcome.text).toContain('http://localhost:8080/');
    expect((await loginForm(test.app, { login: body.email, password: body.password })).statusCode).toBe(200);
  });

  it('stores the password as argon2id and the token only as a hash', async () => {
    const body = registrationBody();
    await test.register(body);
    const token = tokenFromLink(await test.smtp.nextMail(body.email), '/registration/confirm');
    const [user] = await test.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.birthDate).toBe('1988-03-14');
    const tokens = await test.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user?.userId ?? 0));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]?.tokenHash).not.toContain(token);
  });

  it('a confirmation link works once', async () => {
    const body = registrationBody();
    await test.register(body);
    const token = tokenFromLink(await test.smtp.nextMail(body.email), '/registration/confirm');
    expect((await test.confirmRegistration(token)).statusCode).toBe(200);
    const again = await test.confirmRegistration(token);
    expect(again.statusCode).toBe(400);
    expect(errorsByField(again.json())).toEqual({ token: 'Il link non è valido o è scaduto: richiedine uno nuovo.' });
  });

  it('an expired, unknown or malformed confirmation link is refused', async () => {
    const body = registrationBody();
    await test.register(body);
    const token = tokenFromLink(await test.smtp.nextMail(body.email), '/registration/confirm');
    await test.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await test.confirmRegistration(token)).statusCode).toBe(400);
    expect((await test.confirmRegistration('A'.repeat(43))).statusCode).toBe(400);
    expect((await test.confirmRegistration("'; DROP TABLE users; --")).statusCode).toBe(400);
    const missing = await test.app.inject({ method: 'GET', url: '/ebsn/api/registration/registration_confirm' });
    expect(missing.statusCode).toBe(400);
    expect(errorsByField(missing.json())).toEqual({ token: 'Campo obbligatorio' });
  });

  it('names every missing field', async () => {
    const response = await test.register({});
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(errorsByField(response.json())).sort();
    expect(fields).toEqual(
      [
        'address1',
        'addressNumber',
        'city',
        'email',
        'emailConfirm',
        'firstName',
        'lastName',
        'legals',
        'password',
        'postalcode',
        'province',
        'referenceStoreId',
      ].sort(),
    );
    expect(response.json().response.errorsMessage[0].description).toBe('Campo obbligatorio');
  });

  it('gives the domain message of each wrong field', async () => {
    const response = await test.register(
      registrationBody({
        firstName: 'R2D2',
        emailConfirm: 'altra@example.it',
        password: '12345',
        postalcode: '2412',
        province: 'Bergamo',
        birthDate: '1988-03-14',
        mobilePhone: '123',
        fidelityCard: '0401123456789010',
        fiscalCode: 'RSSMRA85T10A562X',
        legals: [{ legalId: 1, accepted: false }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorsByField(response.json())).toEqual({
      firstName: "Accetta solo caratteri dell'alfabeto",
      emailConfirm: 'Le due e-mail non coincidono',
      password: 'La password deve contenere almeno 6 caratteri',
      postalcode: 'Deve contenere esattamente 5 caratteri',
      province: 'Deve contenere esattamente 2 caratteri',
      birthDate: 'Formato della data gg/mm/aaaa',
      mobilePhone: 'Digitare un numero di telefono valido',
      fidelityCard: 'Numero di carta fedeltà non valido',
      fiscalCode: 'Formato non corretto',
      legals: "È necessario accettare l'informativa sulla privacy",
    });
  });

  it('refuses wrong types, an unknown store and hostile strings without leaking anything', async () => {
    const wrongTypes = await test.register(registrationBody({ firstName: 42, legals: 'yes', referenceStoreId: 'uno' }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(errorsByField(wrongTypes.json())).sort()).toEqual(['firstName', 'legals', 'referenceStoreId']);

    const unknownStore = await test.register(registrationBody({ referenceStoreId: 987654 }));
    expect(unknownStore.statusCode).toBe(400);
    expect(errorsByField(unknownStore.json())).toEqual({ referenceStoreId: 'Il punto vendita scelto non esiste.' });

    const hostile = await test.register(
      registrationBody({ address1: "<script>alert(1)</script>'; DROP TABLE users; --", city: 'x'.repeat(5000) }),
    );
    expect(hostile.statusCode).toBe(400);
    expect(Object.keys(errorsByField(hostile.json()))).toEqual(['city']);
    expect(hostile.body).not.toMatch(/stack|SELECT|INSERT/i);
  });

  it('answers an e-mail already registered, whatever its case, as a new one and mails its owner instead', async () => {
    const body = registrationBody();
    const first = await test.register(body);
    const confirmation = await test.smtp.nextMail(body.email);
    const again = await test.register({
      ...body,
      firstName: 'Intruso',
      password: 'altra-password',
      email: body.email.toUpperCase(),
      emailConfirm: body.email.toUpperCase(),
    });
    // The same status and body: nobody learns from the answer whether the address has an account.
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().response.infosMessage[0].description).toBe(
      "Controlla la tua casella di posta: ti abbiamo inviato un'e-mail con il link per continuare.",
    );

    const notice = await test.smtp.nextMail(body.email);
    expect(notice.subject).toBe('Qualcuno ha provato a usare il tuo indirizzo su Buonmercato');
    expect(notice.text).toContain('Ciao Giulia,');
    expect(notice.text).toContain("ma l'indirizzo è già registrato");
    expect(notice.text).toContain('Accedi: http://localhost:8080/login');
    expect(notice.text).toContain('Reimposta la password: http://localhost:8080/reset-password-request');
    expect(notice.html).toContain('href="http://localhost:8080/reset-password-request"');
    expect(notice.text).not.toContain('token=');
    // The account is untouched: its own password and confirmation link still work.
    expect((await test.confirmRegistration(tokenFromLink(confirmation, '/registration/confirm'))).statusCode).toBe(200);
    await test.smtp.nextMail(body.email); // the welcome message
    expect((await loginForm(test.app, { login: body.email, password: body.password })).statusCode).toBe(200);
    expect((await loginForm(test.app, { login: body.email, password: 'altra-password' })).statusCode).toBe(401);
  });
});

describe('registration for a brand that asks the fiscal code (Spesa Chiara)', () => {
  let test: ShopperTestApp;

  beforeAll(async () => {
    test = await createShopperTestApp({ TENANT: 'spesachiara' }, { testStore: true });
  });
  afterAll(() => test.close());

  const chiaraCard = completeLoyaltyCardNumber('040212345678901');

  it("requires the fiscal code and the brand's card prefix", async () => {
    const response = await test.register(registrationBody({ fiscalCode: undefined }));
    expect(response.statusCode).toBe(400);
    expect(errorsByField(response.json())).toEqual({
      fiscalCode: 'Campo obbligatorio',
      fidelityCard: 'Numero di carta fedeltà non valido',
    });
  });

  it("registers with a valid fiscal code and card, and mails the brand's texts", async () => {
    const body = registrationBody({ fiscalCode: 'rssmra85t10a562s', fidelityCard: chiaraCard });
    const response = await test.register(body);
    expect(response.statusCode, response.body).toBe(200);
    const mail = await test.smtp.nextMail(body.email);
    expect(mail.subject).toBe('Spesa Chiara: conferma il tuo indirizzo e-mail');
    expect(mail.raw).toContain('noreply@spesachiara.example');
    const [user] = await test.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.fiscalCode).toBe('RSSMRA85T10A562S');
  });
});
