import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { userIdentities, users } from '../../db/schema/accounts';
import { type ProviderStandIns, startProviderStandIns } from './testing/provider-stand-ins';
import { completeSocialSignup, fromShopPages, shopCookies, signInThroughProvider } from './testing/social-sign-in';

// PGlite has one connection and runs every request after the other: only PostgreSQL shows the race.
describe.skipIf(process.env.TEST_DB !== 'postgres')('social sign-ups at the same moment (PostgreSQL only)', () => {
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

  it('the same new identity finishing its registration twice at once opens one account, and both requests are logged into it', async () => {
    const sub = `race-${Date.now()}`;
    const email = `${sub}@example.it`;
    standIns.nextSignIn({ sub, email, emailVerified: true, givenName: 'Marta', familyName: 'Bianchi' });
    const run = await signInThroughProvider(test.app, standIns, 'google');
    const finish = () => completeSocialSignup(test.app, run.cookies);
    const answers = await Promise.all([finish(), finish(), finish()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const accounts = await test.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect(await test.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toHaveLength(1);
    for (const answer of answers) {
      const me = await test.app.inject({
        method: 'GET',
        url: '/ebsn/api/auth/test',
        cookies: shopCookies(answer),
        headers: fromShopPages,
      });
      expect(me.json().data.user.userId).toBe(accounts[0]?.userId);
    }
  });

  it('two unlinks at once of a password-less account’s two providers leave one of them', async () => {
    const sub = `race-unlink-${Date.now()}`;
    standIns.nextSignIn({ sub, email: `${sub}@example.it`, emailVerified: true, givenName: 'Luca', familyName: 'Verdi' });
    const run = await signInThroughProvider(test.app, standIns, 'google');
    const completed = await completeSocialSignup(test.app, run.cookies);
    const cookies = shopCookies(completed, run.cookies);
    standIns.nextSignIn({ sub: `${sub}-fb`, email: `${sub}@example.it`, givenName: 'Luca', familyName: 'Verdi' });
    await signInThroughProvider(test.app, standIns, 'facebook', { cookies, link: true });
    const list = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_identities',
      cookies,
      headers: fromShopPages,
    });
    const ids = (list.json().data.identities as { identityId: number }[]).map((identity) => identity.identityId);
    expect(ids).toHaveLength(2);
    const answers = await Promise.all(
      ids.map((id) =>
        test.app.inject({
          method: 'POST',
          url: '/ebsn/api/registration/social_unlink',
          payload: { identityId: id },
          cookies,
          headers: fromShopPages,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/registration/social_identities',
      cookies,
      headers: fromShopPages,
    });
    expect(after.json().data.identities).toHaveLength(1);
  });
});
