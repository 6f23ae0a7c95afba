import { errorTexts } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type Shopper, type ShopperTestApp } from '../../../test/users';
import { sessions } from '../../db/schema/accounts';
import { errorsByField, loginForm, registrationBody, withSession } from './testing/account-fixtures';

describe('auth: login, logout, auth/test and the session guard', () => {
  let test: ShopperTestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    test = await createShopperTestApp({}, { testStore: true });
    shopper = await test.shopper();
  });
  afterAll(() => test.close());

  const authTest = (session?: string) =>
    test.app.inject({ method: 'GET', url: '/ebsn/api/auth/test?operation=cart', headers: session ? withSession(session) : {} });
  const userDetail = (session?: string) =>
    test.app.inject({ method: 'GET', url: '/ebsn/api/registration/user_detail', headers: session ? withSession(session) : {} });
  const setSessionRow = (session: string, values: Partial<typeof sessions.$inferInsert>) =>
    test.db
      .update(sessions)
      .set(values)
      .where(sql`${sessions.tokenHash} = encode(sha256(convert_to(${session}, 'UTF8')), 'hex')`);

  it('logs in with the form and answers the session headers and the user', async () => {
    const response = await loginForm(test.app, {
      login: shopper.email.toUpperCase(),
      password: shopper.password,
      remember_me: 'false',
      show_sectors: 'true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ebsn-session']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['x-ebsn-account']).toBe(String(shopper.userId));
    expect(response.json().data.user).toMatchObject({
      userId: shopper.userId,
      email: shopper.email,
      firstName: 'Giulia',
      lastName: 'Rossi',
      userType: { userTypeId: 1 },
      profile: { level: 2 },
      betaTester: false,
      legals: [
        { legalId: 1, accepted: true },
        { legalId: 2, accepted: false },
      ],
      fidelityCard: expect.stringMatching(/^0401\d{12}$/),
    });
  });

  it('logs in with JSON too', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: { login: shopper.email, password: shopper.password, remember_me: true },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await loginForm(
      test.app,
      { login: shopper.email, password: 'sbagliata' },
      { remoteAddress: '10.0.0.1' },
    );
    const unknownEmail = await loginForm(
      test.app,
      { login: 'nessuno@example.it', password: 'sbagliata' },
      { remoteAddress: '10.0.0.1' },
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().response.errors).toEqual([{ error: 'E-mail o password non corretti.' }]);
    expect(wrongPassword.headers['x-ebsn-session']).toBeUndefined();
  });

  it("asks for the fields with the specification's texts and rejects wrong types", async () => {
    const empty = await loginForm(test.app, { login: '', password: '' });
    expect(empty.statusCode).toBe(400);
    // The spec's pure texts, each with its field apart (not "login: Digitare l'e-mail").
    expect(empty.json().response.errorsMessage).toEqual([
      { code: 'errors.validation', description: "Digitare l'e-mail", field: 'login' },
      { code: 'errors.validation', description: 'Digitare la password', field: 'password' },
    ]);
    expect(empty.json().response.errors).toEqual([{ error: "Digitare l'e-mail" }, { error: 'Digitare la password' }]);
    const wrongTypes = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: { login: ['a'], password: { $ne: '' } },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(errorsByField(wrongTypes.json())).sort()).toEqual(['login', 'password']);
  });

  it('tells an unconfirmed account apart only after the right password', async () => {
    const body = registrationBody();
    await test.register(body);
    await test.smtp.nextMail(body.email);
    const wrong = await loginForm(test.app, { login: body.email, password: 'sbagliata' });
    expect(wrong.statusCode).toBe(401);
    const right = await loginForm(test.app, { login: body.email, password: body.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().response.errorsMessage[0]).toMatchObject({ code: 'errors.accountNotConfirmed' });
    expect(right.headers['x-ebsn-session']).toBeUndefined();
  });

  it('auth/test answers whether the session is valid', async () => {
    const valid = await authTest(shopper.session);
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toMatchObject({ valid: true, operation: 'cart', user: { userId: shopper.userId } });
    const none = await authTest();
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({ valid: false, operation: 'cart', user: null });
  });

  it('answers 401 without a session and 419 with an unknown one where a user is needed', async () => {
    const anonymous = await userDetail();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().response.errors).toEqual([{ error: errorTexts.loginRequired }]);
    for (const session of ['x'.repeat(43), 'non-un-token', "' OR 1=1 --"]) {
      const unknown = await userDetail(session);
      expect(unknown.statusCode, session).toBe(419);
      expect(unknown.json().response.errors).toEqual([
        { error: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.' },
      ]);
    }
    expect((await authTest('x'.repeat(43))).statusCode).toBe(419);
  });

  it('answers 419 once the session has expired', async () => {
    const { session } = await test.shopper();
    expect((await userDetail(session)).statusCode).toBe(200);
    await setSessionRow(session, { expiresAt: new Date(Date.now() - 1000) });
    expect((await userDetail(session)).statusCode).toBe(419);
  });

  it('ends a session without remember me after 24 hours without use, and slides it while used', async () => {
    const login = await loginForm(test.app, { login: shopper.email, password: shopper.password, remember_me: 'false' });
    const session = login.headers['x-ebsn-session'] as string;
    await setSessionRow(session, { lastUsedAt: new Date(Date.now() - 23 * 3600_000) });
    expect((await userDetail(session)).statusCode).toBe(200);
    // The use just now moved last_used_at: another 23 hours later it is still alive.
    const [row] = await test.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(sql`${sessions.tokenHash} = encode(sha256(convert_to(${session}, 'UTF8')), 'hex')`);
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
    await setSessionRow(session, { lastUsedAt: new Date(Date.now() - 24 * 3600_000 - 1000) });
    expect((await userDetail(session)).statusCode).toBe(419);
  });

  it('keeps a remember-me session alive after a day without use', async () => {
    const login = await loginForm(test.app, { login: shopper.email, password: shopper.password, remember_me: 'true' });
    const session = login.headers['x-ebsn-session'] as string;
    await setSessionRow(session, { lastUsedAt: new Date(Date.now() - 5 * 24 * 3600_000) });
    expect((await userDetail(session)).statusCode).toBe(200);
  });

  it('logout revokes the session; reusing it answers 419', async () => {
    const login = await loginForm(test.app, { login: shopper.email, password: shopper.password });
    const session = login.headers['x-ebsn-session'] as string;
    const logout = await test.app.inject({ method: 'POST', url: '/ebsn/api/auth/logout', headers: withSession(session) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().response.status).toBe(0);
    expect((await userDetail(session)).statusCode).toBe(419);
    expect((await authTest(session)).statusCode).toBe(419);
    // Logging out again, or without a session, still succeeds: the client clears its storage either way.
    expect(
      (await test.app.inject({ method: 'POST', url: '/ebsn/api/auth/logout', headers: withSession(session) })).statusCode,
    ).toBe(200);
    expect((await test.app.inject({ method: 'POST', url: '/ebsn/api/auth/logout' })).statusCode).toBe(200);
    // The shopper's other sessions are untouched.
    expect((await userDetail(shopper.session)).statusCode).toBe(200);
  });

  it('lists the account routes in the OpenAPI document', async () => {
    const paths = Object.keys((await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' })).json().paths);
    for (const path of ['auth/login', 'auth/logout', 'auth/test', 'registration/register_user', 'store-proximity/list']) {
      expect(paths).toContain(`/ebsn/api/${path}`);
    }
  });
});
