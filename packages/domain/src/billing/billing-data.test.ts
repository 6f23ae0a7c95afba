import { describe, expect, it } from 'vitest';
import { billingDataSchema } from './billing-data';

const person = {
  billingName: 'Mario Rossi',
  fiscalCode: 'rssmra80a01h501u',
  address1: 'Via Roma',
  addressNumber: '1',
  postalcode: '24121',
  city: 'Bergamo',
  province: 'bg',
};

const errorsOf = (value: object) => {
  const result = billingDataSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('billingDataSchema', () => {
  it('accepts a private person with a fiscal code, normalised (upper case, blanks as missing)', () => {
    expect(billingDataSchema.parse({ ...person, vatNumber: '', sdiCode: ' ', pec: '' })).toEqual({
      ...person,
      fiscalCode: 'RSSMRA80A01H501U',
      province: 'BG',
      vatNumber: undefined,
      sdiCode: undefined,
      pec: undefined,
    });
  });

  it('names each wrong field with the domain texts', () => {
    expect(errorsOf({ ...person, billingName: '', fiscalCode: '123', postalcode: '2412', province: 'B1' })).toEqual({
      billingName: 'Campo obbligatorio',
      fiscalCode: 'P.Iva e C.F. devono avere 11 cifre',
      postalcode: 'Deve contenere esattamente 5 caratteri',
      province: "Accetta solo caratteri dell'alfabeto",
    });
  });

  it('an 11-digit number with a wrong check digit is an invalid partita IVA, not a wrong length', () => {
    expect(errorsOf({ ...person, fiscalCode: '01234567890' })).toEqual({ fiscalCode: 'Partita IVA non valida' });
  });

  it('a business (partita IVA) must say where the invoice goes: SDI code or PEC', () => {
    const company = { ...person, billingName: 'Rossi S.r.l.', fiscalCode: '01234567897', vatNumber: '01234567897' };
    expect(errorsOf(company)).toEqual({ sdiCode: 'Con la partita IVA indicare il codice destinatario (SDI) o la PEC' });
    expect(errorsOf({ ...company, sdiCode: 'abc' })).toEqual({
      sdiCode: 'Il codice destinatario ha 7 caratteri, lettere e cifre',
    });
    expect(billingDataSchema.parse({ ...company, sdiCode: 'm5uxcr1' }).sdiCode).toBe('M5UXCR1');
    expect(errorsOf({ ...company, pec: 'fatture@pec.rossi.it' })).toEqual({});
  });
});
