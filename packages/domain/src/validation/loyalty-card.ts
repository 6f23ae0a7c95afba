import { LOYALTY_CARD_LENGTH, LOYALTY_CARD_PREFIX } from '../constants';
import { validationMessages } from './messages';
import { formatValidator, type Validator } from './validator';

/**
 * The check digit of a loyalty card's payload (every digit but the last), EAN-13 / GTIN style:
 * starting from the rightmost payload digit (the one just left of the check digit) and moving
 * left, the weights are 3, 1, 3, 1…; the check digit is (10 − sum mod 10) mod 10.
 */
export function loyaltyCardCheckDigit(payload: string): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < payload.length; fromRight++) {
    const digit = Number(payload.charAt(payload.length - 1 - fromRight));
    sum += digit * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** The card number without the spaces people type between groups. */
export function normalizeLoyaltyCardNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A full card number from its payload: the payload followed by its check digit. */
export function completeLoyaltyCardNumber(payload: string): string {
  if (!/^\d+$/.test(payload)) throw new RangeError('A loyalty card payload is made of digits');
  return `${payload}${loyaltyCardCheckDigit(payload)}`;
}

/**
 * True for a card of `length` digits (16 by default; spaces ignored) that starts with the tenant's
 * prefix and ends with the right check digit.
 */
export function isValidLoyaltyCardNumber(value: string, prefix = LOYALTY_CARD_PREFIX, length = LOYALTY_CARD_LENGTH): boolean {
  const card = normalizeLoyaltyCardNumber(value);
  if (card.length !== length || !/^\d+$/.test(card) || !card.startsWith(prefix)) return false;
  return loyaltyCardCheckDigit(card.slice(0, -1)) === Number(card.slice(-1));
}

/** Groups a card number by 4 for display: '0401 1234 5678 9017'. */
export function formatLoyaltyCardNumber(value: string): string {
  return (normalizeLoyaltyCardNumber(value).match(/.{1,4}/g) ?? []).join(' ');
}

/** Builds the loyalty card rule for a tenant's prefix; message 'Numero di carta fedeltà non valido'. */
export function loyaltyCardValidator(prefix = LOYALTY_CARD_PREFIX, length = LOYALTY_CARD_LENGTH): Validator {
  return formatValidator((trimmed) => isValidLoyaltyCardNumber(trimmed, prefix, length), validationMessages.loyaltyCard);
}
