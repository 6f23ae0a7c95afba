import type { TenantSettings, UpdateUserDetailRequest, UserDetail } from '@spesa/domain';

/** The personal data of registration and of the profile page, as the form holds it (text boxes hold text). */
export type PersonalDataValues = {
  firstName: string;
  lastName: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  province: string;
  city: string;
  referenceStoreId: string;
  birthDate: string;
  mobilePhone: string;
  fidelityCard: string;
  fiscalCode: string;
  legals: { legalId: number; accepted: boolean }[];
};

/** What the schema makes of them: the profile request's fields (registration adds e-mail and password). */
export type PersonalDataOutput = UpdateUserDetailRequest;

/** The fields in the order the page shows them: a refusal focuses the first one named. */
export const personalDataFieldNames = [
  'firstName',
  'lastName',
  'fiscalCode',
  'birthDate',
  'mobilePhone',
  'address1',
  'addressNumber',
  'postalcode',
  'city',
  'province',
  'referenceStoreId',
  'fidelityCard',
  'legals',
] as const satisfies readonly (keyof PersonalDataValues)[];

/** The consents of the brand, none given yet. */
export function noConsents(tenant: TenantSettings): PersonalDataValues['legals'] {
  return tenant.privacyConsents.map((consent) => ({ legalId: consent.legalId, accepted: false }));
}

export function emptyPersonalData(tenant: TenantSettings): PersonalDataValues {
  return {
    firstName: '',
    lastName: '',
    address1: '',
    addressNumber: '',
    postalcode: '',
    province: '',
    city: '',
    referenceStoreId: '',
    birthDate: '',
    mobilePhone: '',
    fidelityCard: '',
    fiscalCode: '',
    legals: noConsents(tenant),
  };
}

/** The form's values from the shopper's saved data (every consent of the brand, given or not). */
export function personalDataOf(user: UserDetail, tenant: TenantSettings): PersonalDataValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    address1: user.address1,
    addressNumber: user.addressNumber,
    postalcode: user.postalcode,
    province: user.province,
    city: user.city,
    referenceStoreId: user.referenceStoreId === null ? '' : String(user.referenceStoreId),
    birthDate: user.birthDate ?? '',
    mobilePhone: user.mobilePhone ?? '',
    fidelityCard: user.fidelityCard ?? '',
    fiscalCode: user.fiscalCode ?? '',
    legals: noConsents(tenant).map((consent) => user.legals.find((legal) => legal.legalId === consent.legalId) ?? consent),
  };
}
