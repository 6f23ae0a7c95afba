import { validationMessages } from './messages';
import { formatValidator, type Validator } from './validator';

/**
 * 16 characters: surname and name (6 letters), year (2), month letter (A B C D E H L M P R S T),
 * day and sex (2), place (a letter and 3), control letter. Where digits belong, the omocodia letters
 * L M N P Q R S T U V may replace them (the tax office's fix for two people with the same code).
 */
const fiscalCodePattern = /^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/;

/** Values of the characters in odd positions (1st, 3rd… counting from 1): the official table, A/0 to Z. */
const oddPositionValues = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Index of a character in the tables: digits 0–9 and letters A–Z alike map to 0–25 (0 and A share 0). */
function tableIndex(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/**
 * The control letter of the first 15 characters (uppercase): characters in odd positions are worth
 * the odd table's value, those in even positions their index (0–9, A–Z → 0–25); the sum modulo 26
 * is the letter (0 → A).
 */
export function fiscalCodeControlCharacter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index++) {
    const value = tableIndex(first15.charAt(index));
    sum += index % 2 === 0 ? (oddPositionValues[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** True for a personal fiscal code (case insensitive) with the right pattern and control letter. */
export function isValidFiscalCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return fiscalCodePattern.test(code) && fiscalCodeControlCharacter(code.slice(0, 15)) === code.charAt(15);
}

/** Fiscal code rule; message 'Formato non corretto'. */
export const validateFiscalCode: Validator = formatValidator(isValidFiscalCode, validationMessages.fiscalCode);
