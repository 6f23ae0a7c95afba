import { validationMessages } from '../validation/messages';
import { isBlank } from '../validation/validator';

/** The fields address verification needs, with the labels the incomplete-address message lists. */
export const addressCheckFieldLabels = {
  address1: 'Indirizzo',
  postalcode: 'CAP',
  city: 'Città',
  province: 'Provincia',
} as const;
export type AddressCheckField = keyof typeof addressCheckFieldLabels;

type AddressLike = Partial<Record<string, string | number | boolean | null | undefined>>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && isBlank(value));

/** The verification fields left blank, in form order (the house number is optional). */
export function missingAddressCheckFields(address: AddressLike): AddressCheckField[] {
  return (Object.keys(addressCheckFieldLabels) as AddressCheckField[]).filter((field) => blank(address[field]));
}

/** 'L'indirizzo inserito è incompleto, mancano i seguenti campi: ' followed by the missing labels. */
export function incompleteAddressMessage(missing: readonly AddressCheckField[]): string {
  return validationMessages.incompleteAddress + missing.map((field) => addressCheckFieldLabels[field]).join(', ');
}

/** What a saved address must have after validation, else 'message.invalidAddress1'. */
export const addressSaveRequiredFields = ['address1', 'addressNumber', 'postalcode', 'city'] as const;

/** True when street, house number, postal code and city are all present. */
export function hasDeliverableStreet(address: AddressLike): boolean {
  return addressSaveRequiredFields.every((field) => !blank(address[field]));
}

/** The address on one line, as lists and the cart drawer show it: 'Via Borgo Palazzo 90, 24125 Bergamo (BG)'. */
export function formatAddressLine(address: {
  address1: string;
  addressNumber?: string | null;
  postalcode?: string | null;
  city: string;
  province?: string | null;
}): string {
  const street = [address.address1, address.addressNumber].filter((part) => part && String(part).trim()).join(' ');
  const place = [address.postalcode, address.city].filter(Boolean).join(' ');
  return `${street}, ${place}${address.province ? ` (${address.province})` : ''}`;
}
