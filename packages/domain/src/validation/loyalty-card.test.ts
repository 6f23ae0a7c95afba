import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeLoyaltyCardNumber,
  formatLoyaltyCardNumber,
  isValidLoyaltyCardNumber,
  loyaltyCardCheckDigit,
  loyaltyCardValidator,
} from './loyalty-card';

describe('loyaltyCardCheckDigit', () => {
  it('weights 3, 1, 3… from the rightmost payload digit leftwards, as EAN-13 does', () => {
    // Published EAN-13 codes: the same rule must give their last digit.
    expect(loyaltyCardCheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(loyaltyCardCheckDigit('590123412345')).toBe(7); // 5901234123457
    // 16-digit card: payload 040112345678901, weights from the right 3,1,3…:
    // 1·3 + 0·1 + 9·3 + 8·1 + 7·3 + 6·1 + 5·3 + 4·1 + 3·3 + 2·1 + 1·3 + 1·1 + 0·3 + 4·1 + 0·3 = 103 → 7
    expect(loyaltyCardCheckDigit('040112345678901')).toBe(7);
  });
});

describe('isValidLoyaltyCardNumber', () => {
  it('needs the prefix, 16 digits and the check digit', () => {
    expect(isValidLoyaltyCardNumber('0401123456789017')).toBe(true);
    expect(isValidLoyaltyCardNumber('0401 1234 5678 9017')).toBe(true);
    expect(isValidLoyaltyCardNumber('0401123456789012')).toBe(false); // wrong check digit
    expect(isValidLoyaltyCardNumber('040112345678901')).toBe(false); // 15 digits
    expect(isValidLoyaltyCardNumber('0402123456789017')).toBe(false); // another tenant's prefix
    expect(isValidLoyaltyCardNumber('0401ABCD56789012')).toBe(false);
  });

  it("uses the tenant's prefix when given", () => {
    const card = completeLoyaltyCardNumber('040212345678901');
    expect(isValidLoyaltyCardNumber(card, '0402')).toBe(true);
    expect(isValidLoyaltyCardNumber(card)).toBe(false);
  });
});

describe('loyaltyCardValidator', () => {
  it("answers 'Numero di carta fedeltà non valido'", () => {
    const validate = loyaltyCardValidator('0401');
    expect(validate('0401123456789017')).toBeNull();
    expect(validate('0401123456789010')).toBe('Numero di carta fedeltà non valido');
    expect(validate('')).toBeNull();
  });
});

describe('formatLoyaltyCardNumber', () => {
  it('groups digits by 4', () => {
    expect(formatLoyaltyCardNumber('0401123456789017')).toBe('0401 1234 5678 9017');
  });
});

describe('loyalty card check digit, for any card', () => {
  const cardBody = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 });
  const prefix = fc.constantFrom('0401', '0402');

  it('accepts every card built with its check digit', () => {
    fc.assert(
      fc.property(prefix, cardBody, (cardPrefix, body) => {
        expect(isValidLoyaltyCardNumber(completeLoyaltyCardNumber(cardPrefix + body), cardPrefix)).toBe(true);
      }),
    );
  });

  it('refuses every card with one digit changed, wherever it is', () => {
    fc.assert(
      fc.property(prefix, cardBody, fc.nat({ max: 15 }), fc.integer({ min: 1, max: 9 }), (cardPrefix, body, position, shift) => {
        const card = completeLoyaltyCardNumber(cardPrefix + body);
        const changedDigit = (Number(card.charAt(position)) + shift) % 10;
        const changed = card.slice(0, position) + changedDigit + card.slice(position + 1);
        expect(isValidLoyaltyCardNumber(changed, cardPrefix)).toBe(false);
      }),
    );
  });
});
