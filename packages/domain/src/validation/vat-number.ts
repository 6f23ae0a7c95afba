import { VAT_DIGITS } from '../constants';
import { isValidFiscalCode } from './fiscal-code';
import { validationMessages } from './messages';
import { isBlank, type Validator } from './validator';

const elevenDigits = new RegExp(`^\\d{${VAT_DIGITS}}$`);

/**
 * The check digit of the first ten digits of a partita IVA: digits in odd positions (1st, 3rd…)
 * are added as they are; digits in even positions are doubled, minus 9 when above 9; the check
 * digit is (10 − sum mod 10) mod 10. A company's numeric fiscal code uses the same rule.
 */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(first10.charAt(index));
    const weighted = index % 2 === 0 ? digit : digit * 2;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 11 digits whose last one is the right check digit. */
export function isValidVatNumber(value: string): boolean {
  const digits = value.trim();
  return elevenDigits.test(digits) && vatCheckDigit(digits) === Number(digits.charAt(10));
}

/**
 * VAT-only rule: 'La P.Iva deve avere 11 cifre' unless there are exactly 11 digits,
 * then 'Partita IVA non valida' when the check digit is wrong.
 */
export const validateVatNumber: Validator = (value) => {
  if (isBlank(value)) return null;
  if (!elevenDigits.test(value.trim())) return validationMessages.vat;
  return isValidVatNumber(value) ? null : validationMessages.vatCheckDigit;
};

/** True for a personal fiscal code or a valid partita IVA / numeric fiscal code (11 digits with its check digit). */
export function isValidVatOrFiscalCode(value: string): boolean {
  return isValidFiscalCode(value) || isValidVatNumber(value);
}

/**
 * VAT-or-fiscal-code rule (invoice data): 'P.Iva e C.F. devono avere 11 cifre' for a value of another
 * shape, but 'Partita IVA non valida' for 11 digits with a wrong check digit (the length is right there).
 */
export const validateVatOrFiscalCode: Validator = (value) => {
  if (isBlank(value) || isValidVatOrFiscalCode(value.trim())) return null;
  return elevenDigits.test(value.trim()) ? validationMessages.vatCheckDigit : validationMessages.vatOrFiscalCode;
};
