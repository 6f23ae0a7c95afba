import { describe, expect, it } from 'vitest';
import { isValidVatNumber, validateVatNumber, validateVatOrFiscalCode, vatCheckDigit } from './vat-number';

describe('vatCheckDigit', () => {
  it('adds odd-position digits, doubles even-position ones (minus 9 above 9) and takes (10 − sum mod 10) mod 10', () => {
    // 1 + (2·2) + 3 + (4·2) + 5 + (6·2−9) + 7 + (8·2−9) + 9 + (0·2) = 1+4+3+8+5+3+7+7+9+0 = 47 → 3
    expect(vatCheckDigit('1234567890')).toBe(3);
    expect(vatCheckDigit('0000000000')).toBe(0);
  });
});

describe('validateVatNumber', () => {
  it('accepts 11 digits with the right check digit', () => {
    expect(validateVatNumber('12345678903')).toBeNull();
    expect(validateVatNumber('09876543217')).toBeNull();
    expect(isValidVatNumber(' 02468135799 ')).toBe(true);
  });

  it("says 'La P.Iva deve avere 11 cifre' when it is not 11 digits", () => {
    for (const value of ['1234567890', '123456789031', '1234567890A', 'IT12345678903']) {
      expect(validateVatNumber(value)).toBe('La P.Iva deve avere 11 cifre');
    }
  });

  it("says 'Partita IVA non valida' for 11 digits with a wrong check digit", () => {
    for (const wrong of ['12345678900', '12345678904', '21345678903'])
      expect(validateVatNumber(wrong)).toBe('Partita IVA non valida');
  });
});

describe('validateVatOrFiscalCode', () => {
  it('accepts a personal fiscal code or a valid 11-digit number', () => {
    expect(validateVatOrFiscalCode('RSSMRA45D25F205N')).toBeNull();
    expect(validateVatOrFiscalCode('12345678903')).toBeNull();
  });

  it("refuses 11 digits with a wrong check digit with 'Partita IVA non valida', not a wrong length", () => {
    for (const value of ['12345678904', ' 01234567890 ']) {
      expect(validateVatOrFiscalCode(value)).toBe('Partita IVA non valida');
    }
  });

  it("refuses anything else with 'P.Iva e C.F. devono avere 11 cifre'", () => {
    for (const value of ['1234567890', '123456789012', 'RSSMRA45D25F205M', 'ABC']) {
      expect(validateVatOrFiscalCode(value)).toBe('P.Iva e C.F. devono avere 11 cifre');
    }
  });
});
