import { errorTexts } from '@spesa/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type Shopper, type ShopperTestApp } from '../../test/users';
import { loginForm } from '../modules/auth/testing/account-fixtures';

/** The web app's calls: the session cookie and X-Ebsn-Client, never X-Ebsn-Session. */
const fromWebApp = { 'x-ebsn-client': 'production' };

function cookieNamed(answer: LightMyRequestResponse, name: string) {
  return answer.cookies.find((cookie) => cookie.name === name);
}

/** What a browser does with the answer's Set-Cookie: true when it forgets the cookie. */
function isCleared(answer: LightMyRequestResponse, name: string): boolean {
  const cookie = cookieNamed(answer, name);
  return cookie !== undefined && cookie.value === '' && cookie.maxAge === 0;
}

describe('the web app session cookie and the CSRF check', () => {
  let test: ShopperTestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    test = await createShopperTestApp();
    shopper = await test.shopper();
  });
  afterAll(() => test.close());

  const login = (rememberMe: boolean, headers: Record<string, string> = fromWebApp) =>
    loginForm(
      test.app,
      { login: shopper.email, password: shopper.password, remember_me: String(rememberMe) },
      { headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } },
    );
  const cookieSession = async () => {
    const answer = await login(false);
    expect(answer.statusCode, answer.body).toBe(200);
    return cookieNamed(answer, 'ebsn_session')?.value as string;
  };
  const withCookie = (token: string, options: InjectOptions) => test.app.inject({ ...options, cookies: { ebsn_session: token } });

  it('login sets an HttpOnly, SameSite=Lax session cookie (a browser-session one without remember me) and still answers the headers', async () => {
    const answer = await login(false);
    expect(answer.statusCode, answer.body).toBe(200);
    const session = cookieNamed(answer, 'ebsn_session');
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.value).toBe(answer.headers['x-ebsn-session']);
    expect(session?.expires).toBeUndefined();
    expect(session?.secure).toBeUndefined();
    expect(answer.headers['x-ebsn-account']).toBe(String(shopper.userId));
    // The web app's "logged in?" hint holds no secret; scripts may read it.
    expect(cookieNamed(answer, 'ebsn_signed_in')).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(cookieNamed(answer, 'ebsn_signed_in')?.httpOnly).toBeUndefined();
  });

  it('with remember me the cookie lasts as long as the session: 30 days', async () => {
    const answer = await login(true);
    const expires = cookieNamed(answer, 'ebsn_session')?.expires as Date;
    expect(expires.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600_000);
    expect(cookieNamed(answer, 'ebsn_signed_in')?.expires).toEqual(expires);
  });

  it('the cookie is the session of the web app’s calls', async () => {
    const token = await cookieSession();
    const answer = await withCookie(token, { url: '/ebsn/api/auth/test', headers: fromWebApp });
    expect(answer.json().data).toMatchObject({ valid: true, user: { userId: shopper.userId } });
    const detail = await withCookie(token, { url: '/ebsn/api/registration/user_detail', headers: fromWebApp });
    expect(detail.statusCode).toBe(200);
  });

  it('refuses (403) a call carried by the cookie that another site could have sent, reading or changing', async () => {
    const token = await cookieSession();
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/ebsn/api/cart/add', payload: { items: [{ productId: 1, quantity: 1 }] } },
      { method: 'POST', url: '/ebsn/api/checkout/prepare' },
      { method: 'POST', url: '/ebsn/api/user/delete', payload: { password: shopper.password } },
      { method: 'GET', url: '/ebsn/api/store-proximity/select?store_id=1' },
      { method: 'GET', url: '/ebsn/api/timeslot/select?sel_date=2030-01-01&timeslot_id=1' },
      { method: 'GET', url: '/ebsn/api/user-address/delete?address_id=1' },
      { method: 'GET', url: '/ebsn/api/registration/user_detail' },
    ];
    for (const origin of [undefined, 'https://evil.example', 'null']) {
      for (const call of calls) {
        const answer = await withCookie(token, { ...call, headers: origin ? { origin } : {} });
        expect(answer.statusCode, `${call.url} from ${origin}`).toBe(403);
        expect(answer.json().response.errorsMessage[0].description).toBe(errorTexts.crossSiteRequest);
      }
    }
    // Nothing happened: the account is still there.
    const still = await withCookie(token, { url: '/ebsn/api/auth/test', headers: fromWebApp });
    expect(still.json().data.valid).toBe(true);
  });

  it('lets a plain form of the shop’s own pages through by its Origin', async () => {
    const token = await cookieSession();
    const answer = await withCookie(token, {
      url: '/ebsn/api/registration/user_detail',
      headers: { origin: 'http://localhost', host: 'localhost:80' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('leaves the header session of the mobile app and API clients alone, cookie or not', async () => {
    const headerOnly = await test.app.inject({
      url: '/ebsn/api/registration/user_detail',
      headers: { 'x-ebsn-session': shopper.session },
    });
    expect(headerOnly.statusCode).toBe(200);
    const both = await withCookie('not-a-session', {
      url: '/ebsn/api/registration/user_detail',
      headers: { 'x-ebsn-session': shopper.session },
    });
    expect(both.statusCode).toBe(200);
  });

  it('refuses a login form sent from another site (login CSRF), but not the API clients’ JSON', async () => {
    for (const headers of [{}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const answer = await login(true, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().response.errorsMessage[0].description).toBe(errorTexts.crossSiteRequest);
      expect(answer.cookies).toEqual([]);
    }
    expect((await login(true, { origin: 'http://localhost' })).statusCode).toBe(200);
    const json = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: { login: shopper.email, password: shopper.password, remember_me: false },
    });
    expect(json.statusCode).toBe(200);
  });

  it('logout ends the cookie’s session and clears the cookie', async () => {
    const token = await cookieSession();
    const answer = await withCookie(token, { method: 'POST', url: '/ebsn/api/auth/logout', headers: fromWebApp });
    expect(answer.statusCode).toBe(200);
    expect(isCleared(answer, 'ebsn_session')).toBe(true);
    expect(isCleared(answer, 'ebsn_signed_in')).toBe(true);
    const after = await test.app.inject({ url: '/ebsn/api/auth/test', headers: { 'x-ebsn-session': token } });
    expect(after.statusCode).toBe(419);
  });

  it('a 419 on the cookie’s session clears the cookie', async () => {
    const token = await cookieSession();
    await test.app.inject({ method: 'POST', url: '/ebsn/api/auth/logout', headers: { 'x-ebsn-session': token } });
    const answer = await withCookie(token, { url: '/ebsn/api/auth/test', headers: fromWebApp });
    expect(answer.statusCode).toBe(419);
    expect(answer.json().response.errorsMessage[0].description).toBe(errorTexts.sessionExpired);
    expect(isCleared(answer, 'ebsn_session')).toBe(true);
    expect(isCleared(answer, 'ebsn_signed_in')).toBe(true);
  });
});

describe('the session cookie on https', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp({ PUBLIC_URL: 'https://spesa.example.it' });
  });
  afterAll(() => test.close());

  it('is Secure, and a form from the public address passes the CSRF check', async () => {
    const shopper = await test.shopper();
    const answer = await loginForm(
      test.app,
      { login: shopper.email, password: shopper.password, remember_me: 'true' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://spesa.example.it' } },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(cookieNamed(answer, 'ebsn_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookieNamed(answer, 'ebsn_signed_in')).toMatchObject({ secure: true });
  });
});
