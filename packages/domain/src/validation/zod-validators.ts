import { z } from 'zod';
import '../schemas/zod-italian';
import { LOYALTY_CARD_LENGTH, LOYALTY_CARD_PREFIX } from '../constants';
import {
  exactLengthValidator,
  validateEmail,
  validateItalianPhone,
  validateLettersOnly,
  validateNumbersOnly,
  validatePassword,
  validateRequired,
} from './field-validators';
import { validateFiscalCode } from './fiscal-code';
import { validateItalianDate } from './italian-date';
import { loyaltyCardValidator } from './loyalty-card';
import { firstValidationMessage, type Validator } from './validator';
import { validateVatNumber, validateVatOrFiscalCode } from './vat-number';

/**
 * A required string schema running the validators with their Italian messages: 'Campo obbligatorio'
 * when missing or blank, then the first failing rule's text. Values are trimmed unless `trim` is false.
 */
export function zodFromValidators(validators: readonly Validator[], options: { trim?: boolean } = {}) {
  const base = options.trim === false ? z.string() : z.string().trim();
  return base.superRefine((value, context) => {
    const message = firstValidationMessage(value, [validateRequired, ...validators]);
    if (message !== null) context.addIssue({ code: 'custom', message });
  });
}

/** Makes a field optional: undefined, null and blank strings become undefined; anything else must pass the schema. */
export function zOptional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}

/** Required text: 'Campo obbligatorio' when missing or blank. */
export const zRequiredText = () => zodFromValidators([]);
/** Italian phone number (mobile or landline, optional +39). */
export const zItalianPhone = () => zodFromValidators([validateItalianPhone]);
/** Password of at least 6 characters, not trimmed. */
export const zPassword = () => zodFromValidators([validatePassword], { trim: false });
/** E-mail address with a TLD of 2 to 11 letters. */
export const zEmail = () => zodFromValidators([validateEmail]);
/** Personal fiscal code with its control letter (case insensitive). */
export const zFiscalCode = () => zodFromValidators([validateFiscalCode]);
/** Fiscal code or partita IVA (invoice data). */
export const zVatOrFiscalCode = () => zodFromValidators([validateVatOrFiscalCode]);
/** Partita IVA: 11 digits with the right check digit. */
export const zVatNumber = () => zodFromValidators([validateVatNumber]);
/** A real calendar date written gg/mm/aaaa. */
export const zItalianDate = () => zodFromValidators([validateItalianDate]);
/** Letters, apostrophes and spaces (names). */
export const zLettersOnly = () => zodFromValidators([validateLettersOnly]);
/** Digits only. */
export const zNumbersOnly = () => zodFromValidators([validateNumbersOnly]);
/** Exactly `length` characters. */
export const zExactLength = (length: number) => zodFromValidators([exactLengthValidator(length)]);
/** Loyalty card of the tenant: prefix, length and check digit. */
export const zLoyaltyCard = (prefix = LOYALTY_CARD_PREFIX, length = LOYALTY_CARD_LENGTH) =>
  zodFromValidators([loyaltyCardValidator(prefix, length)]);
