import { describe, expect, it } from 'vitest';
import { fiscalCodeControlCharacter, isValidFiscalCode, validateFiscalCode } from './fiscal-code';

// Codes published by independent fiscal code libraries and documentation, not computed here.
const publishedCodes = [
  'RSSMRA45D25F205N',
  'RSSLRA90D70L378H',
  'GLNGCR56P10G224Q',
  'CCCFBA85D03L219P',
  // omocodia variants of CCCFBA85D03L219P: digits replaced by L M N P Q R S T U V from the right
  'CCCFBA85D03L21VE',
  'CCCFBA85D03L2MVP',
  'CCCFBA85D0PLNMVA',
  'CCCFBAURDLPLNMVU',
];

describe('fiscalCodeControlCharacter', () => {
  it('computes the published control letters with the odd/even tables', () => {
    for (const code of publishedCodes) expect(fiscalCodeControlCharacter(code.slice(0, 15))).toBe(code.charAt(15));
  });
});

describe('validateFiscalCode', () => {
  it.each(publishedCodes)('accepts %s', (code) => {
    expect(validateFiscalCode(code)).toBeNull();
  });

  it('is case insensitive and ignores surrounding spaces', () => {
    expect(validateFiscalCode('rssmra45d25f205n')).toBeNull();
    expect(validateFiscalCode(' RssMra45D25F205n ')).toBeNull();
  });

  it.each([
    ['a wrong control letter', 'RSSMRA45D25F205M'],
    ['two swapped digits', 'RSSMRA54D25F205N'],
    ['a month letter that does not exist', 'RSSMRA45F25F205N'],
    ['a non-omocodia letter where a digit belongs', 'RSSMRA4AD25F205N'],
    ['15 characters', 'RSSMRA45D25F205'],
    ['17 characters', 'RSSMRA45D25F205NX'],
    ['a digit in the surname', 'R5SMRA45D25F205N'],
    ['an 11-digit VAT number', '12345678903'],
  ])("refuses %s with 'Formato non corretto'", (_case, code) => {
    expect(validateFiscalCode(code)).toBe('Formato non corretto');
    expect(isValidFiscalCode(code)).toBe(false);
  });

  it('leaves empty values to the required rule', () => {
    expect(validateFiscalCode('')).toBeNull();
  });
});
