import { readFile } from 'node:fs/promises';
import type { AppConfig } from '../../config/env';
import { samlConfigured } from '../auth/sso-user';
import { type IdpMetadata, parseIdpMetadata } from './idp-metadata';

/** The shop's side of SAML (decision 0039), from the settings of the brand this server runs. */
export type SamlSettings = {
  spEntityId: string;
  /** The assertion consumer service (HTTP-POST) and the single logout endpoint (HTTP-Redirect). */
  acsUrl: string;
  sloUrl: string;
  metadataUrl: string;
  privateKey: string;
  certificate: string;
  staffAttribute: string | null;
  staffValues: string[];
  storeAttribute: string | null;
  warehouseAttribute: string | null;
  /** Fetches (URL) or reads (file) the IdP's metadata; the service keeps the answer for a while. */
  loadIdpMetadata: () => Promise<IdpMetadata>;
};

export const SAML_PATH = '/ebsn/api/saml';

async function fetchMetadata(url: string): Promise<string> {
  const answer = await fetch(url, {
    signal: AbortSignal.timeout(10_000),
    headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
  });
  if (!answer.ok) throw new Error(`IdP metadata ${url}: HTTP ${answer.status}`);
  return answer.text();
}

/** The settings, or null when the brand has no identity provider (loadConfig already required the key and certificate with one). */
export async function samlSettingsOf(config: AppConfig): Promise<SamlSettings | null> {
  if (!samlConfigured(config)) return null;
  const base = `${config.publicUrl}${SAML_PATH}`;
  const metadataUrl = `${base}/metadata`;
  const { SAML_IDP_METADATA_URL: url, SAML_IDP_METADATA_FILE: file } = config;
  return {
    spEntityId: config.SAML_SP_ENTITY_ID ?? metadataUrl,
    acsUrl: `${base}/acs`,
    sloUrl: `${base}/slo`,
    metadataUrl,
    privateKey: await readFile(config.SAML_SP_KEY_FILE as string, 'utf8'),
    certificate: await readFile(config.SAML_SP_CERT_FILE as string, 'utf8'),
    staffAttribute: config.SAML_STAFF_ATTRIBUTE ?? null,
    staffValues: config.SAML_STAFF_VALUES ?? [],
    storeAttribute: config.SAML_STORE_ATTRIBUTE ?? null,
    warehouseAttribute: config.SAML_WAREHOUSE_ATTRIBUTE ?? null,
    loadIdpMetadata: async () => parseIdpMetadata(url ? await fetchMetadata(url) : await readFile(file as string, 'utf8')),
  };
}
