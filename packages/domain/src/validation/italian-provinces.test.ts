import { describe, expect, it } from 'vitest';
import { zProvince } from '../schemas/accounts';
import { ITALIAN_PROVINCE_CODES, isItalianProvinceCode, validateProvinceCode } from './italian-provinces';

const refusal = 'Sigla della provincia non valida: usa le due lettere della targa, ad esempio BG o RM';

describe('province codes', () => {
  it('knows the Italian provinces and metropolitan cities, two capital letters each', () => {
    expect(ITALIAN_PROVINCE_CODES.size).toBe(111);
    for (const code of ITALIAN_PROVINCE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['BG', 'MI', 'RM', 'NA', 'BT', 'MB', 'SU', 'AO', 'bg']) expect(isItalianProvinceCode(code)).toBe(true);
    for (const code of ['XX', 'BE', 'MIL', 'R', '']) expect(isItalianProvinceCode(code)).toBe(false);
  });

  it('refuses an unknown code with a message naming the field; a blank is left to the required rule', () => {
    expect(validateProvinceCode('ZZ')).toBe(refusal);
    expect(validateProvinceCode(' mi ')).toBeNull();
    expect(validateProvinceCode('')).toBeNull();
  });

  it('is the rule of the province field: letters, two of them, a known code, in capitals', () => {
    expect(zProvince().parse('bg')).toBe('BG');
    expect(
      zProvince()
        .safeParse('ZZ')
        .error?.issues.map((issue) => issue.message),
    ).toEqual([refusal]);
    expect(
      zProvince()
        .safeParse('BGR')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Deve contenere esattamente 2 caratteri']);
  });
});
