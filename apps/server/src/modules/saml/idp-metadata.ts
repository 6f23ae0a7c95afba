import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

/** What the shop needs of the identity provider's metadata: who it is, where to send users, how it signs. */
export type IdpMetadata = {
  entityId: string;
  /** SingleSignOnService with the HTTP-Redirect binding: where do-login sends the browser. */
  ssoUrl: string;
  /** SingleLogoutService (HTTP-Redirect), or null when the IdP offers no single logout. */
  sloUrl: string | null;
  /** The signing certificates (base64 DER bodies, as node-saml takes them): more than one during a key rollover. */
  signingCerts: string[];
};

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const select = xpath.useNamespaces({
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
});

function attributeOf(node: unknown, name: string): string | null {
  return (node as Element | undefined)?.getAttribute?.(name) || null;
}

/**
 * Reads an IdP's SAML 2.0 metadata (an EntityDescriptor with an IDPSSODescriptor, as Entra ID, ADFS and
 * Keycloak publish it). Throws, naming what is missing, when it is not usable: the start or the first
 * sign-in then says why instead of failing later at the IdP.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const document = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
  const descriptor = select('//md:EntityDescriptor[md:IDPSSODescriptor]', document, true) as Element | undefined;
  const entityId = attributeOf(descriptor, 'entityID');
  if (!descriptor || !entityId) throw new Error('IdP metadata: no EntityDescriptor with an IDPSSODescriptor and an entityID');
  const ssoUrl = attributeOf(
    select(`md:IDPSSODescriptor/md:SingleSignOnService[@Binding='${REDIRECT_BINDING}']`, descriptor, true),
    'Location',
  );
  if (!ssoUrl) throw new Error('IdP metadata: no SingleSignOnService with the HTTP-Redirect binding');
  const sloUrl = attributeOf(
    select(`md:IDPSSODescriptor/md:SingleLogoutService[@Binding='${REDIRECT_BINDING}']`, descriptor, true),
    'Location',
  );
  const certificateNodes = select(
    "md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']//ds:X509Certificate",
    descriptor,
  ) as Node[];
  const signingCerts = certificateNodes.map((node) => (node.textContent ?? '').replace(/\s+/g, '')).filter(Boolean);
  if (signingCerts.length === 0) throw new Error('IdP metadata: no signing certificate (KeyDescriptor use="signing")');
  return { entityId, ssoUrl, sloUrl, signingCerts };
}
