import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { accountTokens } from '../../db/schema/accounts';
import { challenged, errorsByField, loginForm, registrationBody, withSession } from '../auth/testing/account-fixtures';
import { tokenFromLink } from '../mail/testing/smtp-test-peer';

describe('password: password_reset and update_password', () => {
  let test: ShopperTestApp;

  beforeAll(async () => {
    test = await createShopperTestApp({}, { testStore: true });
  });
  afterAll(() => test.close());

  const requestReset = async (email: string, remoteAddress = '127.0.0.1') =>
    test.app.inject({
      method: 'POST',
      url: await challenged(test.app, '/ebsn/api/registration/password_reset'),
      payload: { email },
      remoteAddress,
    });
  const updatePassword = (payload: object, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/ebsn/api/registration/update_password', payload, headers });
  const authTest = (session: string) =>
    test.app.inject({ method: 'GET', url: '/ebsn/api/auth/test', headers: withSession(session) });

  it('answers the same whether or not the address is registered', async () => {
    const shopper = await test.shopper();
    const known = await requestReset(shopper.email);
    const unknown = await requestReset('sconosciuto@example.it');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().response.infosMessage[0].description).toBe(
      "Se l'indirizzo è registrato, riceverai a breve un'e-mail con il link per reimpostare la password.",
    );
    const mail = await test.smtp.nextMail(shopper.email);
    expect(mail.subject).toBe('Reimposta la password del tuo account Buonmercato');
    expect(mail.text).toContain('/reset-password?token=');
  });

  it('resets the password with the link once, ends every session, and the new password works', async () => {
    const shopper = await test.shopper();
    const other = (await loginForm(test.app, { login: shopper.email, password: shopper.password })).headers[
      'x-ebsn-session'
    ] as string;
    await requestReset(shopper.email);
    const token = tokenFromLink(await test.smtp.nextMail(shopper.email), '/reset-password');

    const reset = await updatePassword({ token, password: 'nuova-password' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().response.infosMessage[0].code).toBe('msg.passwordUpdated');
    expect((await authTest(shopper.session)).statusCode).toBe(419);
    expect((await authTest(other)).statusCode).toBe(419);
    expect((await loginForm(test.app, { login: shopper.email, password: shopper.password })).statusCode).toBe(401);
    expect((await loginForm(test.app, { login: shopper.email, password: 'nuova-password' })).statusCode).toBe(200);

    const reused = await updatePassword({ token, password: 'ancora-un-altra' });
    expect(reused.statusCode).toBe(400);
    expect(errorsByField(reused.json())).toEqual({ token: 'Il link non è valido o è scaduto: richiedine uno nuovo.' });
  });

  it('refuses an expired reset link, and an older link once a newer one is sent', async () => {
    const shopper = await test.shopper();
    await requestReset(shopper.email);
    const first = tokenFromLink(await test.smtp.nextMail(shopper.email), '/reset-password');
    await requestReset(shopper.email);
    const second = tokenFromLink(await test.smtp.nextMail(shopper.email), '/reset-password');
    expect((await updatePassword({ token: first, password: 'nuova-password' })).statusCode).toBe(400);
    await test.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${accountTokens.purpose} = 'reset_password'`);
    expect((await updatePassword({ token: second, password: 'nuova-password' })).statusCode).toBe(400);
  });

  it('a confirmation token is no reset token', async () => {
    const body = registrationBody();
    await test.register(body);
    const token = tokenFromLink(await test.smtp.nextMail(body.email), '/registration/confirm');
    expect((await updatePassword({ token, password: 'nuova-password' })).statusCode).toBe(400);
  });

  it('a reset link also confirms an account whose confirmation mail was lost', async () => {
    const body = registrationBody();
    await test.register(body);
    await test.smtp.nextMail(body.email);
    await requestReset(body.email);
    const token = tokenFromLink(await test.smtp.nextMail(body.email), '/reset-password');
    expect((await updatePassword({ token, password: 'nuova-password' })).statusCode).toBe(200);
    expect((await loginForm(test.app, { login: body.email, password: 'nuova-password' })).statusCode).toBe(200);
  });

  it('validates the new password and needs the token or a logged-in shopper', async () => {
    const short = await updatePassword({ token: 'x', password: '123' });
    expect(short.statusCode).toBe(400);
    expect(errorsByField(short.json())).toEqual({ password: 'La password deve contenere almeno 6 caratteri' });
    expect((await updatePassword({ oldPassword: 'qualcosa', password: 'nuova-password' })).statusCode).toBe(401);
    const wrongType = await updatePassword({ token: 12, password: ['a'] });
    expect(wrongType.statusCode).toBe(400);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const shopper = await test.shopper();
    const other = (await loginForm(test.app, { login: shopper.email, password: shopper.password })).headers[
      'x-ebsn-session'
    ] as string;
    const wrong = await updatePassword({ oldPassword: 'sbagliata', password: 'nuova-password' }, withSession(shopper.session));
    expect(wrong.statusCode).toBe(400);
    expect(errorsByField(wrong.json())).toEqual({ oldPassword: 'La password attuale non è corretta.' });

    const changed = await updatePassword(
      { oldPassword: shopper.password, password: 'nuova-password' },
      withSession(shopper.session),
    );
    expect(changed.statusCode).toBe(200);
    expect((await authTest(shopper.session)).statusCode).toBe(200);
    expect((await authTest(other)).statusCode).toBe(419);
    expect((await loginForm(test.app, { login: shopper.email, password: 'nuova-password' })).statusCode).toBe(200);
  });

  it('limits reset requests per address (429), the same for known and unknown addresses', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await requestReset('bersaglio@example.it', '10.9.0.1')).statusCode).toBe(200);
    expect((await requestReset('bersaglio@example.it', '10.9.0.2')).statusCode).toBe(429);
  });
});
