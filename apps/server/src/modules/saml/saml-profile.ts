import type { Profile } from '@node-saml/node-saml';
import { STAFF_ROLE } from '@spesa/domain';
import type { SamlSettings } from './saml-settings';

/** The person a verified assertion describes, as the shop keeps them. */
export type SamlPerson = {
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  staffRole: string | null;
  staffStoreId: number | null;
  staffWarehouseId: number | null;
};

type Attributes = Record<string, unknown>;

/** The attribute names Entra ID, ADFS, Keycloak and Shibboleth use for the same thing. */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const FIRST_NAME_ATTRIBUTES = [
  'firstName',
  'givenName',
  'urn:oid:2.5.4.42',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
];
const LAST_NAME_ATTRIBUTES = [
  'lastName',
  'sn',
  'surname',
  'urn:oid:2.5.4.4',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
];

function valuesOf(attributes: Attributes, name: string | null): string[] {
  if (name === null) return [];
  const value = attributes[name];
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.trim());
}

function firstOf(attributes: Attributes, names: string[]): string | null {
  for (const name of names) {
    const [value] = valuesOf(attributes, name);
    if (value) return value;
  }
  return null;
}

function idOf(attributes: Attributes, name: string | null): number | null {
  const [value] = valuesOf(attributes, name);
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Reads a verified profile: the NameID (the stable id the account is found by), the e-mail and names
 * for a new account, and the staff role and store or warehouse the configured attributes give. The
 * role is the IdP's word at every sign-in: without the staff value the account is a shopper.
 */
export function personOf(profile: Profile, settings: SamlSettings): SamlPerson {
  const attributes: Attributes = (profile.attributes as Attributes | undefined) ?? {};
  const email = firstOf(attributes, EMAIL_ATTRIBUTES) ?? (looksLikeEmail(profile.nameID) ? profile.nameID : null);
  const isStaff = valuesOf(attributes, settings.staffAttribute).some((value) => settings.staffValues.includes(value));
  return {
    nameId: profile.nameID,
    nameIdFormat: profile.nameIDFormat ?? null,
    sessionIndex: profile.sessionIndex ?? null,
    email: email ? email.toLowerCase() : null,
    firstName: firstOf(attributes, FIRST_NAME_ATTRIBUTES) ?? '',
    lastName: firstOf(attributes, LAST_NAME_ATTRIBUTES) ?? '',
    staffRole: isStaff ? STAFF_ROLE : null,
    staffStoreId: isStaff ? idOf(attributes, settings.storeAttribute) : null,
    staffWarehouseId: isStaff ? idOf(attributes, settings.warehouseAttribute) : null,
  };
}
