import { samlTexts } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { throwawayKeys } from '../../../test/throwaway-keys';
import { users } from '../../db/schema/accounts';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { ensureTestStore, loginForm, TEST_STORE_ID, withSession } from '../auth/testing/account-fixtures';
import { findIdentity } from '../identities/identity.repository';
import {
  createSamlTestApp,
  idpPerson,
  SAML_IDP_URL,
  SAML_SHOP_URL,
  type SamlTestApp,
  samlSettingsFor,
} from './testing/saml-fixtures';
import { createSamlIdpStandIn } from './testing/saml-idp-stand-in';

const errorOf = (answer: { json: () => { response: { errorsMessage: { description: string }[] } } }) =>
  answer.json().response.errorsMessage[0]?.description;

describe('SAML single sign-on against the IdP stand-in', () => {
  let test: SamlTestApp;

  beforeAll(async () => {
    test = await createSamlTestApp();
    await ensureTestStore(test.db);
  });
  afterAll(() => test.close());

  const authTest = (session: string) =>
    test.app.inject({ method: 'GET', url: '/ebsn/api/auth/test', headers: withSession(session) });

  it('serves the SP metadata with the ACS, the single logout endpoint and the signing certificate', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/ebsn/api/saml/metadata' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    expect(answer.body).toContain(`entityID="${SAML_SHOP_URL}/ebsn/api/saml/metadata"`);
    expect(answer.body).toContain(`Location="${SAML_SHOP_URL}/ebsn/api/saml/acs"`);
    expect(answer.body).toContain(`Location="${SAML_SHOP_URL}/ebsn/api/saml/slo"`);
    expect(answer.body).toContain('X509Certificate');
    const status = await test.app.inject({ method: 'GET', url: '/ebsn/api/saml/status' });
    expect(status.json().data).toEqual({ enabled: true });
  });

  it('do-login sends the browser to the IdP with a signed AuthnRequest and keeps relay_state_url only when it is the shop’s own', async () => {
    const own = await test.doLogin(`${SAML_SHOP_URL}/admin/ordini`);
    expect(own.answer.statusCode).toBe(302);
    expect(own.answer.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:8111\/sso\?SAMLRequest=.+&Signature=/);
    expect(own.relayState).toBe(`${SAML_SHOP_URL}/admin/ordini`);
    expect((await test.doLogin('https://evil.example.com/admin')).relayState).toBe(`${SAML_SHOP_URL}/`);
  });

  it('a first sign-in of a staff NameID opens the staff account (no password) placed in its store, and an SSO session', async () => {
    const person = idpPerson({ staff: true, storeId: TEST_STORE_ID });
    const { answer, session } = await test.signIn(person);
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe(`${SAML_SHOP_URL}/admin`);
    expect(session).not.toBeNull();
    expect((await authTest(session as string)).json().data.user).toMatchObject({
      email: person.email,
      ssoUser: true,
      firstName: 'Marta',
    });
    const [row] = await test.db
      .select()
      .from(users)
      .where(eq(users.email, person.email as string));
    expect(row).toMatchObject({ passwordHash: null, staffRole: 'staff', staffStoreId: TEST_STORE_ID });
    const identity = await findIdentity(test.db, { provider: 'saml', issuer: test.idp.entityId, subject: person.nameId });
    expect(identity?.userId).toBe(row?.userId);
    const backOffice = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/admin/orders',
      headers: withSession(session as string),
    });
    expect(backOffice.statusCode).not.toBe(403);
  });

  it('finds the account again by NameID, even when the IdP now states another e-mail; a staff member who left the group is a shopper', async () => {
    const person = idpPerson({ staff: true });
    const first = await test.signIn(person);
    const firstUser = (await authTest(first.session as string)).json().data.user;
    const second = await test.signIn({ ...person, email: 'altro.indirizzo@example.it', attributes: { groups: ['altri'] } });
    const secondUser = (await authTest(second.session as string)).json().data.user;
    expect(secondUser.userId).toBe(firstUser.userId);
    expect(secondUser.email).toBe(person.email);
    const backOffice = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/admin/orders',
      headers: withSession(second.session as string),
    });
    expect(backOffice.statusCode).toBe(403);
  });

  it('never takes over an existing account by its e-mail alone', async () => {
    const person = idpPerson({ email: SEED_FIXTURES.staffAccount.email });
    const { answer, session } = await test.signIn(person);
    expect(answer.statusCode).toBe(409);
    expect(errorOf(answer)).toBe(samlTexts.emailTaken);
    expect(session).toBeNull();
  });

  it('with an IdP, the back office refuses a staff password session and says why; ssoUser is false for it', async () => {
    const { staffAccount } = SEED_FIXTURES;
    const login = await loginForm(test.app, { login: staffAccount.email, password: staffAccount.password });
    expect(login.json().data.user.ssoUser).toBe(false);
    const session = login.headers['x-ebsn-session'] as string;
    const backOffice = await test.app.inject({ method: 'GET', url: '/ebsn/api/admin/orders', headers: withSession(session) });
    expect(backOffice.statusCode).toBe(403);
    expect(errorOf(backOffice)).toBe(samlTexts.ssoRequired);
  });

  it('SAML_STAFF_PASSWORD_LOGIN=allowed keeps staff passwords opening the back office beside the IdP', async () => {
    const { env } = samlSettingsFor(SAML_SHOP_URL, SAML_IDP_URL, []);
    const beside = await createTestApp({ PUBLIC_URL: SAML_SHOP_URL, ...env, SAML_STAFF_PASSWORD_LOGIN: 'allowed' });
    try {
      const { staffAccount } = SEED_FIXTURES;
      const login = await loginForm(beside.app, { login: staffAccount.email, password: staffAccount.password });
      expect(login.json().data.user.ssoUser).toBe(true);
      const session = login.headers['x-ebsn-session'] as string;
      const backOffice = await beside.app.inject({ method: 'GET', url: '/ebsn/api/admin/orders', headers: withSession(session) });
      expect(backOffice.statusCode).toBe(200);
    } finally {
      await beside.close();
    }
  });

  describe('refuses, saying why', () => {
    const person = idpPerson({ staff: true });

    it('an unsigned response', async () => {
      const { requestId } = await test.doLogin();
      const answer = await test.postResponse(test.idp.unsignedResponse(person, requestId));
      expect(answer.statusCode).toBe(401);
      expect(errorOf(answer)).toBe(samlTexts.unsigned);
    });

    it('a response signed by another key, and a signed one changed afterwards', async () => {
      const impostor = createSamlIdpStandIn({
        baseUrl: 'http://127.0.0.1:8111',
        sp: {
          entityId: `${SAML_SHOP_URL}/ebsn/api/saml/metadata`,
          acsUrl: `${SAML_SHOP_URL}/ebsn/api/saml/acs`,
          sloUrl: `${SAML_SHOP_URL}/ebsn/api/saml/slo`,
          certificate: throwawayKeys('sp').cert,
        },
        users: [],
      });
      const forged = await test.postResponse(await impostor.signedResponse(person, (await test.doLogin()).requestId));
      expect(forged.statusCode).toBe(401);
      expect(errorOf(forged)).toBe(samlTexts.badSignature);

      const xml = Buffer.from(await test.idp.signedResponse(person, (await test.doLogin()).requestId), 'base64').toString('utf8');
      const tampered = xml.replace(`>${person.nameId}<`, '>nameid-di-un-altro<');
      expect(tampered).not.toBe(xml);
      const changed = await test.postResponse(Buffer.from(tampered).toString('base64'));
      expect(changed.statusCode).toBe(401);
      expect(errorOf(changed)).toBe(samlTexts.badSignature);
    });

    it('a wrong audience', async () => {
      const response = await test.idp.signedResponse(person, (await test.doLogin()).requestId, {
        Audience: 'https://altro-negozio.example.it',
      });
      const answer = await test.postResponse(response);
      expect(errorOf(answer)).toBe(samlTexts.wrongAudience);
    });

    it('a wrong destination or recipient', async () => {
      const destination = await test.idp.signedResponse(person, (await test.doLogin()).requestId, {
        Destination: 'https://evil.example.com/acs',
      });
      expect(errorOf(await test.postResponse(destination))).toBe(samlTexts.wrongDestination);
      const recipient = await test.idp.signedResponse(person, (await test.doLogin()).requestId, {
        SubjectRecipient: 'https://evil.example.com/acs',
      });
      expect(errorOf(await test.postResponse(recipient))).toBe(samlTexts.wrongDestination);
    });

    it('expired and not yet valid conditions', async () => {
      const past = new Date(Date.now() - 60 * 60_000).toISOString();
      const expired = await test.idp.signedResponse(person, (await test.doLogin()).requestId, {
        IssueInstant: past,
        ConditionsNotOnOrAfter: past,
        SubjectConfirmationDataNotOnOrAfter: past,
      });
      expect(errorOf(await test.postResponse(expired))).toBe(samlTexts.expired);
      const future = new Date(Date.now() + 60 * 60_000).toISOString();
      const early = await test.idp.signedResponse(person, (await test.doLogin()).requestId, { ConditionsNotBefore: future });
      expect(errorOf(await test.postResponse(early))).toBe(samlTexts.notYetValid);
    });

    it('a replayed assertion', async () => {
      const response = await test.idp.signedResponse(person, (await test.doLogin()).requestId);
      expect((await test.postResponse(response)).statusCode).toBe(303);
      const again = await test.postResponse(response);
      expect(again.statusCode).toBe(401);
      expect(errorOf(again)).toBe(samlTexts.replayed);
    });

    it('an answer to a request the shop did not send, and one with no request at all (IdP-initiated)', async () => {
      const unknown = await test.idp.signedResponse(person, '_mai-inviata');
      expect(errorOf(await test.postResponse(unknown))).toBe(samlTexts.unknownRequest);
      const unsolicited = await test.idp.signedResponse(person, '');
      expect(errorOf(await test.postResponse(unsolicited))).toBe(samlTexts.unknownRequest);
    });

    it('a signature wrapping attempt: a forged assertion beside the signed one, moved out of its place', async () => {
      const xml = Buffer.from(await test.idp.signedResponse(person, (await test.doLogin()).requestId), 'base64').toString('utf8');
      const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] as string;
      const forged = signed
        .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
        .replace(/ID="[^"]+"/, 'ID="_forged"')
        .replace(person.nameId, 'nameid-amministratore');
      const wrapped = xml.replace(signed, `${forged}<samlp:Extensions>${signed}</samlp:Extensions>`);
      const answer = await test.postResponse(Buffer.from(wrapped).toString('base64'));
      expect(answer.statusCode).toBe(401);
      expect(errorOf(answer)).toBe(samlTexts.wrapping);
    });
  });

  it('do-logout ends the shop session and sends the browser to the IdP’s single logout, which comes back home', async () => {
    const { session } = await test.signIn(idpPerson({ staff: true }));
    const logout = await test.app.inject({
      method: 'GET',
      url: '/ebsn/api/saml/do-logout',
      query: { relay_state_url: `${SAML_SHOP_URL}/` },
      headers: withSession(session as string),
    });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:8111\/slo\?SAMLRequest=.+&Signature=/);
    expect((await authTest(session as string)).statusCode).toBe(419);
    const back = new URL(await test.idp.logoutResponseUrl(logout.headers.location as string));
    expect(back.pathname).toBe('/ebsn/api/saml/slo');
    const home = await test.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(home.statusCode, home.body).toBe(302);
    expect(home.headers.location).toBe(`${SAML_SHOP_URL}/`);
  });

  it('a logout the IdP starts ends the NameID’s sessions; an unsigned one is refused', async () => {
    const person = idpPerson();
    const { session } = await test.signIn(person);
    const unsigned = new URL(test.idp.logoutRequestUrl(person.nameId));
    unsigned.searchParams.delete('Signature');
    const refused = await test.app.inject({ method: 'GET', url: `/ebsn/api/saml/slo${unsigned.search}` });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toBe(samlTexts.unsignedLogout);
    expect((await authTest(session as string)).statusCode).toBe(200);
    const request = new URL(test.idp.logoutRequestUrl(person.nameId));
    const answer = await test.app.inject({ method: 'GET', url: `/ebsn/api/saml/slo${request.search}` });
    expect(answer.statusCode, answer.body).toBe(302);
    expect(answer.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:8111\/slo\?SAMLResponse=/);
    expect((await authTest(session as string)).statusCode).toBe(419);
  });
});
