import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { loadConfig } from '../../config/env';
import { userIdentities, users } from '../../db/schema/accounts';
import { configuredProviders } from './provider-clients';
import { type ProviderStandIns, type StandInUser, startProviderStandIns } from './testing/provider-stand-ins';
import {
  completeSocialSignup,
  completionBody,
  fromShopPages,
  shopCookies,
  signInThroughProvider,
} from './testing/social-sign-in';

/** What the completion form sends: the registration's personal data without e-mail and password. */

let counter = 0;
const newUser = (overrides: Partial<StandInUser> = {}): StandInUser => {
  counter += 1;
  const sub = `${Date.now()}${counter}`;
  return { sub, email: `social.${sub}@example.it`, emailVerified: true, givenName: 'Chiara', familyName: 'Rossi', ...overrides };
};

describe('Google and Facebook login (issue 23)', () => {
  let test: ShopperTestApp;
  let standIns: ProviderStandIns;

  beforeAll(async () => {
    standIns = await startProviderStandIns();
    test = await createShopperTestApp(standIns.env, { testStore: true });
  });
  afterAll(async () => {
    await test.close();
    await standIns.close();
  });

  const loggedInUser = async (cookies: Record<string, string>) => {
    const answer = await test.app.inject({ method: 'GET', url: '/ebsn/api/auth/test', cookies, headers: fromShopPages });
    return answer.json().data.user as { userId: number; email: string } | null;
  };

  /** A new shopper through a provider, completed: the session's cookies and the account's id. */
  async function registeredThrough(provider: 'google' | 'facebook', user: StandInUser) {
    standIns.nextSignIn(user);
    const run = await signInThroughProvider(test.app, standIns, provider);
    const completed = await completeSocialSignup(test.app, run.cookies);
    expect(completed.statusCode, completed.body).toBe(200);
    return shopCookies(completed, run.cookies);
  }

  it('lists the providers the brand configured: a button only for those with client id and secret', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/ebsn/api/social-login/providers' });
    expect(answer.json().data).toEqual({ providers: ['google', 'facebook'] });
    const googleOnly = loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(Object.keys(configuredProviders(googleOnly))).toEqual(['google']);
    expect(Object.keys(configuredProviders(loadConfig({ NODE_ENV: 'test' })))).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'test', FACEBOOK_APP_ID: '123' })).toThrow(
      "Missing FACEBOOK_APP_SECRET: required with FACEBOOK_APP_ID, for the shoppers' social login",
    );
  });

  it('a new Google shopper gives the missing data and lands logged in, with a confirmed account and no password', async () => {
    const user = newUser();
    standIns.nextSignIn(user);
    const run = await signInThroughProvider(test.app, standIns, 'google', { redirect: '/cart' });
    expect(run.callback.statusCode).toBe(302);
    expect(run.location).toBe('/registration-social?redirect=%2Fcart');
    expect(await loggedInUser(run.cookies)).toBeNull();

    const detail = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_user_detail',
      cookies: run.cookies,
      headers: fromShopPages,
    });
    expect(detail.json().data.socialUser).toEqual({
      provider: 'google',
      email: user.email,
      emailVerified: true,
      firstName: 'Chiara',
      lastName: 'Rossi',
      existingAccount: false,
    });

    const withoutPrivacy = await completeSocialSignup(
      test.app,
      run.cookies,
      completionBody({ legals: [{ legalId: 1, accepted: false }] }),
    );
    expect(withoutPrivacy.statusCode).toBe(400);
    expect(withoutPrivacy.body).toContain("È necessario accettare l'informativa sulla privacy");

    const completed = await completeSocialSignup(test.app, run.cookies);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({
      loggedIn: true,
      email: user.email,
      user: { email: user.email, firstName: 'Giulia' },
    });
    expect(completed.json().response.infosMessage[0].description).toBe('Benvenuto! Il tuo account è attivo.');
    const shopper = await loggedInUser(shopCookies(completed, run.cookies));
    expect(shopper?.email).toBe(user.email);

    const [account] = await test.db
      .select()
      .from(users)
      .where(eq(users.email, user.email ?? ''));
    expect(account?.passwordHash).toBeNull();
    expect(account?.emailConfirmedAt).not.toBeNull();
    const identities = await test.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, account?.userId ?? 0));
    expect(identities).toMatchObject([{ provider: 'google', issuer: standIns.env.GOOGLE_ISSUER, subject: user.sub }]);

    // The sign-up is spent: a second completion finds nothing to complete.
    const again = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_user_detail',
      cookies: run.cookies,
      headers: fromShopPages,
    });
    expect(again.statusCode).toBe(400);
  });

  it('a returning Google shopper is logged straight in and sent back where they were', async () => {
    const user = newUser();
    await registeredThrough('google', user);
    standIns.nextSignIn(user);
    const run = await signInThroughProvider(test.app, standIns, 'google', { redirect: '/profile/orders' });
    expect(run.location).toBe('/profile/orders');
    expect((await loggedInUser(run.cookies))?.email).toBe(user.email);
  });

  it('a new and a returning Facebook shopper, found by the Facebook id', async () => {
    const user = newUser();
    await registeredThrough('facebook', user);
    const [identity] = await test.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'facebook'), eq(userIdentities.subject, user.sub)));
    expect(identity?.issuer).toBe('facebook');

    // The e-mail changed at Facebook: the identity is still the same account.
    standIns.nextSignIn({ ...user, email: `changed.${user.email}` });
    const run = await signInThroughProvider(test.app, standIns, 'facebook', { redirect: '/' });
    expect(run.location).toBe('/');
    expect((await loggedInUser(run.cookies))?.userId).toBe(identity?.userId);
  });

  it('an e-mail of an existing account links only with that account’s password, never silently', async () => {
    const shopper = await test.shopper();
    const user = newUser({ email: shopper.email });
    standIns.nextSignIn(user);
    const run = await signInThroughProvider(test.app, standIns, 'google');
    expect(run.location).toMatch(/^\/registration-social/);
    const detail = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_user_detail',
      cookies: run.cookies,
      headers: fromShopPages,
    });
    expect(detail.json().data.socialUser.existingAccount).toBe(true);

    const registered = await completeSocialSignup(test.app, run.cookies);
    expect(registered.statusCode).toBe(409);
    expect(registered.body).toContain('inserisci la sua password per collegarlo');

    const wrong = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/social_link',
      cookies: run.cookies,
      headers: fromShopPages,
      payload: { password: 'NotTheRightOne1!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().response.errorsMessage[0]).toMatchObject({
      field: 'password',
      description: 'La password non è corretta.',
    });
    expect(await test.db.select().from(userIdentities).where(eq(userIdentities.subject, user.sub))).toEqual([]);

    const linked = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/social_link',
      cookies: run.cookies,
      headers: fromShopPages,
      payload: { password: shopper.password },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await loggedInUser(shopCookies(linked, run.cookies)))?.userId).toBe(shopper.userId);
    const [identity] = await test.db.select().from(userIdentities).where(eq(userIdentities.subject, user.sub));
    expect(identity?.userId).toBe(shopper.userId);
  });

  it('a refused consent brings the shopper back to the login page with the reason, and links nothing', async () => {
    for (const provider of ['google', 'facebook'] as const) {
      standIns.nextSignIn('deny');
      const run = await signInThroughProvider(test.app, standIns, provider);
      expect(run.location).toBe(`/login?socialError=denied&provider=${provider}`);
      expect(await loggedInUser(run.cookies)).toBeNull();
    }
  });

  it('refuses a forged state, a callback this browser did not start, and a replayed callback', async () => {
    const user = newUser();
    standIns.nextSignIn(user);
    const forged = await signInThroughProvider(test.app, standIns, 'google', {
      tamper: (url) => url.searchParams.set('state', 'forged'),
    });
    expect(forged.location).toBe('/login?socialError=invalidRequest&provider=google');
    expect(await loggedInUser(forged.cookies)).toBeNull();

    // Login CSRF: a callback URL opened in a browser that did not start it (no flow cookie), or replayed.
    standIns.nextSignIn(user);
    const victimRun = await signInThroughProvider(test.app, standIns, 'google');
    const replayed = await test.app.inject({
      method: 'GET',
      url: `${victimRun.callbackUrl.pathname}${victimRun.callbackUrl.search}`,
      cookies: {},
    });
    expect(replayed.headers.location).toBe('/login?socialError=invalidRequest&provider=google');
  });

  it('an expired or already used code fails with a message, not a 500', async () => {
    const user = newUser();
    standIns.nextSignIn(user);
    const first = await signInThroughProvider(test.app, standIns, 'google');
    const usedCode = first.callbackUrl.searchParams.get('code') ?? '';
    standIns.nextSignIn(user);
    const replayedCode = await signInThroughProvider(test.app, standIns, 'google', {
      tamper: (url) => url.searchParams.set('code', usedCode),
    });
    expect(replayedCode.location).toBe('/login?socialError=failed&provider=google');

    standIns.nextSignIn(user);
    const expired = await signInThroughProvider(test.app, standIns, 'facebook', { tamper: () => standIns.expireIssuedCodes() });
    expect(expired.location).toBe('/login?socialError=failed&provider=facebook');
    expect(await loggedInUser(expired.cookies)).toBeNull();
  });

  it('the profile lists the linked providers and refuses to unlink the last way in', async () => {
    const user = newUser();
    const cookies = await registeredThrough('google', user);
    const list = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_identities',
      cookies,
      headers: fromShopPages,
    });
    expect(list.json().data).toMatchObject({ hasPassword: false, identities: [{ provider: 'google', email: user.email }] });
    const identityId = list.json().data.identities[0].identityId as number;

    const refused = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/social_unlink',
      payload: { identityId: identityId },
      cookies,
      headers: fromShopPages,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().response.errorsMessage[0].description).toMatch(
      /^Non puoi scollegare l'unico modo che hai per accedere/,
    );

    // Facebook linked from the profile while logged in: then Google may go.
    standIns.nextSignIn(newUser());
    const linking = await signInThroughProvider(test.app, standIns, 'facebook', {
      cookies,
      link: true,
      redirect: '/profile/profile-update',
    });
    expect(linking.location).toBe('/profile/profile-update?socialLinked=1');
    const unlinked = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/social_unlink',
      payload: { identityId: identityId },
      cookies,
      headers: fromShopPages,
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().response.infosMessage[0].description).toBe('Accesso con Google scollegato.');
    const after = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_identities',
      cookies,
      headers: fromShopPages,
    });
    expect(after.json().data.identities).toMatchObject([{ provider: 'facebook' }]);

    const other = await test.shopper();
    const notMine = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/social_unlink',
      payload: { identityId: after.json().data.identities[0].identityId },
      headers: { 'x-ebsn-session': other.session },
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('the Facebook SDK token of the native app is checked with debug_token before /me', async () => {
    const refused = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/social-redir/facebook-mobile?code=not-a-token&use-plugin=true',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().response.errorsMessage[0].description).toMatch(
      /^Non è stato possibile completare l'accesso con Facebook/,
    );
  });
});

describe('social login on the spesachiara brand (its rules: the fiscal code is required)', () => {
  let test: ShopperTestApp;
  let standIns: ProviderStandIns;

  beforeAll(async () => {
    standIns = await startProviderStandIns();
    test = await createShopperTestApp({ ...standIns.env, TENANT: 'spesachiara' }, { testStore: true });
  });
  afterAll(async () => {
    await test.close();
    await standIns.close();
  });

  it('asks the new shopper for the brand’s fiscal code, then opens the account', async () => {
    const user = newUser();
    standIns.nextSignIn(user);
    const run = await signInThroughProvider(test.app, standIns, 'google');
    const post = (payload: Record<string, unknown>) =>
      test.app.inject({
        method: 'POST',
        url: '/ebsn/api/registration/social_user_detail',
        cookies: run.cookies,
        headers: fromShopPages,
        payload,
      });
    const withoutFiscalCode = await post(completionBody({ fidelityCard: undefined }));
    expect(withoutFiscalCode.statusCode).toBe(400);
    expect(withoutFiscalCode.json().response.errorsMessage.map((error: { field?: string }) => error.field)).toContain(
      'fiscalCode',
    );
    const completed = await post(completionBody({ fidelityCard: undefined, fiscalCode: 'RSSMRA80A01H501U' }));
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({
      loggedIn: true,
      email: user.email,
      user: { email: user.email, firstName: 'Giulia' },
    });
  });
});
