import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { challenged, registrationBody, withSession } from '../auth/testing/account-fixtures';
import { ACCEPTED_TERMS, stockFixtureProducts } from '../checkout/testing/checkout-fixtures';
import { type ReceivedMail, tokenFromLink } from './testing/smtp-test-peer';

/** What an attacker sends to aim the links of a victim's mail at their own site. */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** Every link written out in the mail (plain text and HTML) starts at the configured address. */
function expectLinksTo(mail: ReceivedMail, base: string) {
  const links = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map(([link]) => link);
  expect(links.length, mail.subject).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${base}/`), `${mail.subject}: ${link}`).toBe(true);
  expect(mail.raw).not.toContain('evil.example');
}

describe.each<{ setting: string; env: Record<string, string>; base: string }>([
  { setting: 'PUBLIC_URL unset (development): http://localhost:PORT', env: {}, base: 'http://localhost:8080' },
  {
    setting: 'PUBLIC_URL set',
    env: { PUBLIC_URL: 'https://spesa.example.it/' },
    base: 'https://spesa.example.it',
  },
])('every mail link comes from the configuration, never from Host or X-Forwarded-Host ($setting)', ({ env, base }) => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    // Behind a proxy the forwarded headers count for the client's address: still never for a link.
    test = await createShopperTestApp({ TRUST_PROXY: 'true', ...env }, { testStore: true });
    await stockFixtureProducts(test.db);
  });
  afterAll(() => test.close());

  // Registration and the reset request need a solved challenge, as the shop's forms send it.
  const challengedPaths = ['registration/register_user', 'registration/password_reset'];
  const inject = async (method: 'GET' | 'POST', url: string, session?: string, payload?: object) =>
    test.app.inject({
      method,
      url: challengedPaths.includes(url) ? await challenged(test.app, `/ebsn/api/${url}`) : `/ebsn/api/${url}`,
      headers: { ...forged, ...(session ? withSession(session) : {}) },
      payload,
    });

  it('registration: confirmation, welcome, and the mail to the owner of an address already registered', async () => {
    const body = registrationBody();
    expect((await inject('POST', 'registration/register_user', undefined, body)).statusCode).toBe(200);
    const confirmation = await test.smtp.nextMail(body.email);
    expectLinksTo(confirmation, base);
    const token = tokenFromLink(confirmation, '/registration/confirm');
    expect((await inject('GET', `registration/registration_confirm?token=${token}`)).statusCode).toBe(200);
    expectLinksTo(await test.smtp.nextMail(body.email), base);

    expect((await inject('POST', 'registration/register_user', undefined, body)).statusCode).toBe(200);
    expectLinksTo(await test.smtp.nextMail(body.email), base);
  });

  it('password reset', async () => {
    const shopper = await test.shopper();
    expect((await inject('POST', 'registration/password_reset', undefined, { email: shopper.email })).statusCode).toBe(200);
    const mail = await test.smtp.nextMail(shopper.email);
    expect(tokenFromLink(mail, '/reset-password')).toMatch(/^[\w-]{43}$/);
    expectLinksTo(mail, base);
  });

  it('change of e-mail: the link to the new address, and the mail to the owner of an address in use', async () => {
    const [shopper, other] = [await test.shopper(), await test.shopper()];
    const newEmail = `nuovo.${shopper.userId}@example.it`;
    const ask = (email: string) =>
      inject('POST', 'registration/update_email', shopper.session, { email, password: shopper.password });
    expect((await ask(newEmail)).statusCode).toBe(200);
    expectLinksTo(await test.smtp.nextMail(newEmail), base);
    expect((await ask(other.email)).statusCode).toBe(200);
    expectLinksTo(await test.smtp.nextMail(other.email), base);
  });

  it('the share of a list: to a shopper with an account, and the invitation to an address without one', async () => {
    const [owner, known] = [await test.shopper(), await test.shopper()];
    const listId = (await inject('POST', 'wishlist/insert', owner.session, { name: 'Condivisa' })).json().data.wishlist.listId;
    const unknownEmail = `invitata.${owner.userId}@example.it`;
    for (const email of [known.email, unknownEmail]) {
      expect((await inject('POST', 'wishlist/share', owner.session, { list_id: listId, email, grant: 'READ' })).statusCode).toBe(
        200,
      );
      expectLinksTo(await test.smtp.nextMail(email), base);
    }
  });

  it('order confirmation, paid on delivery and paid online (the gateway page and its outcome)', async () => {
    const shopper = await test.shopper({ referenceStoreId: 1 });
    const buy = async (paymentTypeId: number) => {
      const add = await inject('POST', 'cart/add', shopper.session, {
        items: [{ productId: SEED_FIXTURES.products.penne.productId }],
      });
      expect(add.statusCode, add.body).toBe(200);
      expect((await inject('POST', 'checkout/prepare', shopper.session)).statusCode).toBe(200);
      const terms = encodeURIComponent(JSON.stringify(ACCEPTED_TERMS));
      const bought = await inject('POST', `checkout/buy?payment_type_id=${paymentTypeId}&payment_data=${terms}`, shopper.session);
      expect(bought.statusCode, bought.body).toBe(200);
      return bought.json().data as { orderId: number; paymentUrl?: string };
    };

    const onDelivery = await buy(2);
    const confirmation = await test.smtp.nextMail(shopper.email);
    expect(confirmation.text).toContain(`${base}/profile/orders/${onDelivery.orderId}`);
    expectLinksTo(confirmation, base);

    const online = await buy(12);
    expect(online.paymentUrl?.startsWith(`${base}/ebsn/api/payment-gateway/test/`)).toBe(true);
    const page = new URL(online.paymentUrl as string);
    const paid = await test.app.inject({
      method: 'POST',
      url: page.pathname + page.search,
      headers: { ...forged, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expectLinksTo(await test.smtp.nextMail(shopper.email), base);
  });
});
