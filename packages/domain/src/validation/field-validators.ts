import { PASSWORD_MIN_LENGTH } from '../constants';
import { exactLengthMessage, validationMessages } from './messages';
import { formatValidator, isBlank, type Validator } from './validator';

/** Required fields: anything but blank; message 'Campo obbligatorio'. */
export const validateRequired: Validator = (value) => (isBlank(value) ? validationMessages.required : null);

/**
 * Italian phone numbers, optionally after +39 or 0039, with spaces, dots or dashes between digits:
 * mobiles are 3 followed by 8 or 9 digits (9–10 in all), landlines 0 followed by 5 to 10 digits (6–11).
 */
export function isValidItalianPhone(value: string): boolean {
  if (!/^(?:\+|\d)[\d\s.-]*\d$/.test(value)) return false;
  const digits = value.replace(/[\s.-]/g, '').replace(/^(?:\+39|0039)(?=\d{6})/, '');
  return /^(?:3\d{8,9}|0\d{5,10})$/.test(digits);
}
/** Phone rule; message 'Digitare un numero di telefono valido'. */
export const validateItalianPhone: Validator = formatValidator(isValidItalianPhone, validationMessages.phone);

/** Password rule: at least 6 characters (spaces count, nothing is trimmed); an empty value is left to `validateRequired`. */
export const validatePassword: Validator = (value) =>
  !value || value.length >= PASSWORD_MIN_LENGTH ? null : validationMessages.password;

const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,11}$/;
/** True for a plain address: dotted local part, dotted domain labels, a final label (TLD) of 2 to 11 letters. */
export function isValidEmail(value: string): boolean {
  return emailPattern.test(value);
}
/** E-mail rule; message 'Digitare una e-mail valida'. */
export const validateEmail: Validator = formatValidator(isValidEmail, validationMessages.email);

/** Letters of any alphabet (accented ones too), with apostrophes and single spaces between words, as names need. */
export function isLettersOnly(value: string): boolean {
  return /^[\p{L}\p{M}'’]+(?: [\p{L}\p{M}'’]+)*$/u.test(value);
}
/** Letters-only rule; message "Accetta solo caratteri dell'alfabeto". */
export const validateLettersOnly: Validator = formatValidator(isLettersOnly, validationMessages.lettersOnly);

/** Digits 0–9 only. */
export function isNumbersOnly(value: string): boolean {
  return /^\d+$/.test(value);
}
/** Numbers-only rule; message 'Accetta solo numeri'. */
export const validateNumbersOnly: Validator = formatValidator(isNumbersOnly, validationMessages.numbersOnly);

/** Builds a rule requiring exactly `length` characters (after trimming); message 'Deve contenere esattamente N caratteri'. */
export function exactLengthValidator(length: number): Validator {
  return formatValidator((trimmed) => [...trimmed].length === length, exactLengthMessage(length));
}

/** What the option dialog needs of a product option: its choices and the chosen one. */
export type OptionSelection = { options?: readonly { key: string }[]; selected?: { key: string } | null };

/** True when every option has a selection that is one of its choices (no options: true). */
export function areAllOptionsSelected(options: readonly OptionSelection[]): boolean {
  return options.every(
    ({ options: choices, selected }) => !!selected && (!choices || choices.some((choice) => choice.key === selected.key)),
  );
}
/** Option selector rule: null when all options are chosen, else 'È necessario selezionare tutte le opzioni'. */
export function validateOptionSelection(options: readonly OptionSelection[]): string | null {
  return areAllOptionsSelected(options) ? null : validationMessages.optionsRequired;
}
