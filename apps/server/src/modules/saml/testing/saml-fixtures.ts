import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { throwawayKeys } from '../../../../test/throwaway-keys';
import { createSamlIdpStandIn, type IdpUser } from './saml-idp-stand-in';

/** The shop's address in SAML tests (port range 8110–8119 of this lane) and the stand-in's. */
export const SAML_SHOP_URL = 'http://localhost:8110';
export const SAML_IDP_URL = 'http://127.0.0.1:8111';
export const STAFF_GROUP = 'personale-negozio';

/** The settings that point a shop at the stand-in: written files for its metadata and the shop's key and certificate. */
export function samlSettingsFor(shopUrl: string, idpUrl: string, users: IdpUser[]) {
  const spKeys = throwawayKeys('spesa-sp');
  const saml = `${shopUrl}/ebsn/api/saml`;
  const idp = createSamlIdpStandIn({
    baseUrl: idpUrl,
    sp: { entityId: `${saml}/metadata`, acsUrl: `${saml}/acs`, sloUrl: `${saml}/slo`, certificate: spKeys.cert },
    users,
  });
  const metadataFile = path.join(path.dirname(spKeys.keyFile), 'idp-metadata.xml');
  writeFileSync(metadataFile, idp.metadataXml());
  const env = {
    SAML_IDP_METADATA_FILE: metadataFile,
    SAML_SP_KEY_FILE: spKeys.keyFile,
    SAML_SP_CERT_FILE: spKeys.certFile,
    SAML_STAFF_ATTRIBUTE: 'groups',
    SAML_STAFF_VALUES: STAFF_GROUP,
    SAML_STORE_ATTRIBUTE: 'storeId',
  };
  return { idp, env, spKeys };
}

let personCount = 0;
/** A person the stand-in knows, with a fresh NameID and e-mail; `staff` puts them in the staff group. */
export function idpPerson(overrides: Partial<IdpUser> & { staff?: boolean; storeId?: number } = {}): IdpUser {
  personCount += 1;
  const id = `${process.pid}-${personCount}-${Date.now()}`;
  const { staff, storeId, ...rest } = overrides;
  return {
    username: `utente${id}`,
    password: 'password-idp',
    nameId: `nameid-${id}`,
    email: `aziendale.${id}@example.it`,
    firstName: 'Marta',
    lastName: 'Bianchi',
    attributes: {
      ...(staff ? { groups: [STAFF_GROUP, 'altri'] } : { groups: ['altri'] }),
      ...(storeId === undefined ? {} : { storeId: [String(storeId)] }),
    },
    ...rest,
  };
}

/** A test app whose brand signs in through the stand-in, and the calls of the SAML flow through `inject`. */
export async function createSamlTestApp(users: IdpUser[] = []) {
  const { idp, env } = samlSettingsFor(SAML_SHOP_URL, SAML_IDP_URL, users);
  const test: TestApp = await createTestApp({ PUBLIC_URL: SAML_SHOP_URL, ...env });
  const doLogin = async (relay = `${SAML_SHOP_URL}/admin`) => {
    const answer = await test.app.inject({ method: 'GET', url: '/ebsn/api/saml/do-login', query: { relay_state_url: relay } });
    return {
      answer,
      ...(answer.statusCode === 302
        ? await idp.requestIdOf(answer.headers.location as string)
        : { requestId: '', relayState: '' }),
    };
  };
  const postResponse = (samlResponse: string, relayState = `${SAML_SHOP_URL}/admin`) =>
    test.app.inject({
      method: 'POST',
      url: '/ebsn/api/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
    });
  /** do-login, a good response from the stand-in, the ACS: the answer and the session cookie it set. */
  const signIn = async (user: IdpUser, relay?: string) => {
    const { requestId } = await doLogin(relay);
    const answer = await postResponse(await idp.signedResponse(user, requestId), relay);
    const session = answer.cookies.find((cookie) => cookie.name === 'ebsn_session')?.value ?? null;
    return { answer, session };
  };
  return { ...test, idp, doLogin, postResponse, signIn };
}
export type SamlTestApp = Awaited<ReturnType<typeof createSamlTestApp>>;
