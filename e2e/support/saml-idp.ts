import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createSamlIdpStandIn, type IdpUser } from '../../apps/server/src/modules/saml/testing/saml-idp-stand-in';
import { throwawayKeys } from '../../apps/server/test/throwaway-keys';

/** The IdP stand-in of the e2e suite: a port of the SAML lane's range (8110–8119). */
export const E2E_IDP_URL = 'http://127.0.0.1:8112';
const STAFF_GROUP = 'personale-negozio';

/** The staff member the stand-in signs in (its login form's user and password). */
export const e2eCompanyStaff: IdpUser = {
  username: 'anna.aziendale',
  password: 'password-aziendale',
  nameId: 'e2e-staff-anna',
  email: 'anna.aziendale@example.it',
  firstName: 'Anna',
  lastName: 'Aziendale',
  attributes: { groups: [STAFF_GROUP] },
};

/**
 * The SAML settings of the shared shop (files in its DATA_DIR) before it starts, and `start` once its
 * address is known: the stand-in's metadata is written then (the shop reads it at the first SAML call).
 * SAML_STAFF_PASSWORD_LOGIN=allowed: the other files log staff in by password on the same shop.
 */
export function prepareE2eSamlIdp(dataDir: string) {
  const spKeys = throwawayKeys('spesa-e2e-sp');
  const idpKeys = throwawayKeys('idp-e2e');
  const metadataFile = path.join(dataDir, 'saml-idp-metadata.xml');
  const env = {
    SAML_IDP_METADATA_FILE: metadataFile,
    SAML_SP_KEY_FILE: spKeys.keyFile,
    SAML_SP_CERT_FILE: spKeys.certFile,
    SAML_STAFF_ATTRIBUTE: 'groups',
    SAML_STAFF_VALUES: STAFF_GROUP,
    SAML_STAFF_PASSWORD_LOGIN: 'allowed',
  };
  async function start(shopUrl: string): Promise<{ close(): Promise<void> }> {
    const saml = `${shopUrl}/ebsn/api/saml`;
    const idp = createSamlIdpStandIn({
      baseUrl: E2E_IDP_URL,
      sp: { entityId: `${saml}/metadata`, acsUrl: `${saml}/acs`, sloUrl: `${saml}/slo`, certificate: spKeys.cert },
      users: [e2eCompanyStaff],
      keys: idpKeys,
    });
    writeFileSync(metadataFile, idp.metadataXml());
    const server: Server = await idp.listen(Number(new URL(E2E_IDP_URL).port));
    return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  return { env, start };
}
