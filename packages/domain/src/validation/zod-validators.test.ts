import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  zEmail,
  zExactLength,
  zFiscalCode,
  zItalianDate,
  zItalianPhone,
  zLettersOnly,
  zLoyaltyCard,
  zNumbersOnly,
  zOptional,
  zPassword,
  zRequiredText,
  zVatNumber,
  zVatOrFiscalCode,
} from './zod-validators';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('zod helpers', () => {
  it('give the Italian message of each rule', () => {
    expect(messagesOf(zItalianPhone(), '12345')).toEqual(['Digitare un numero di telefono valido']);
    expect(messagesOf(zPassword(), 'abc')).toEqual(['La password deve contenere almeno 6 caratteri']);
    expect(messagesOf(zEmail(), 'mario@example')).toEqual(['Digitare una e-mail valida']);
    expect(messagesOf(zFiscalCode(), 'RSSMRA45D25F205M')).toEqual(['Formato non corretto']);
    expect(messagesOf(zVatOrFiscalCode(), '123')).toEqual(['P.Iva e C.F. devono avere 11 cifre']);
    expect(messagesOf(zVatNumber(), '123')).toEqual(['La P.Iva deve avere 11 cifre']);
    expect(messagesOf(zItalianDate(), '29/02/2023')).toEqual(['Formato della data gg/mm/aaaa']);
    expect(messagesOf(zLettersOnly(), 'R2D2')).toEqual(["Accetta solo caratteri dell'alfabeto"]);
    expect(messagesOf(zNumbersOnly(), '12a')).toEqual(['Accetta solo numeri']);
    expect(messagesOf(zExactLength(5), '123')).toEqual(['Deve contenere esattamente 5 caratteri']);
    expect(messagesOf(zLoyaltyCard('0402'), '0401123456789017')).toEqual(['Numero di carta fedeltà non valido']);
  });

  it("say 'Campo obbligatorio' for a missing or blank value", () => {
    for (const schema of [zRequiredText(), zItalianPhone(), zPassword(), zEmail(), zFiscalCode()]) {
      expect(messagesOf(schema, undefined)).toEqual(['Campo obbligatorio']);
      expect(messagesOf(schema, '')).toEqual(['Campo obbligatorio']);
    }
    expect(messagesOf(zEmail(), '   ')).toEqual(['Campo obbligatorio']);
  });

  it('trim values, except passwords', () => {
    expect(zEmail().parse('  mario@example.it ')).toBe('mario@example.it');
    expect(zPassword().parse(' segreto ')).toBe(' segreto ');
    expect(zLoyaltyCard().parse('0401 1234 5678 9017')).toBe('0401 1234 5678 9017');
  });

  it('work inside an object schema, naming the field', () => {
    const registration = z.object({ firstName: zLettersOnly(), email: zEmail(), mobile: zOptional(zItalianPhone()) });
    const result = registration.safeParse({ firstName: 'Niccolò', email: 'x', mobile: '333' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Digitare una e-mail valida'],
      ['mobile', 'Digitare un numero di telefono valido'],
    ]);
  });

  it('zOptional lets missing, null and blank values through as undefined', () => {
    const optionalPhone = zOptional(zItalianPhone());
    expect(optionalPhone.parse(undefined)).toBeUndefined();
    expect(optionalPhone.parse(null)).toBeUndefined();
    expect(optionalPhone.parse('  ')).toBeUndefined();
    expect(optionalPhone.parse('333 1234567')).toBe('333 1234567');
  });
});
