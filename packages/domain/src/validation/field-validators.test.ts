import { describe, expect, it } from 'vitest';
import {
  areAllOptionsSelected,
  exactLengthValidator,
  validateEmail,
  validateItalianPhone,
  validateLettersOnly,
  validateNumbersOnly,
  validateOptionSelection,
  validatePassword,
  validateRequired,
} from './field-validators';

describe('validateRequired', () => {
  it("says 'Campo obbligatorio' for missing and blank values only", () => {
    for (const value of [undefined, null, '', '   ', '\t']) expect(validateRequired(value)).toBe('Campo obbligatorio');
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired('0')).toBeNull();
  });
});

describe('validateItalianPhone', () => {
  it.each([
    '3331234567', // mobile, 10 digits
    '333123456', // mobile, 9 digits
    '+39 333 123 4567',
    '0039 333 1234567',
    '+393331234567',
    '333.123.4567',
    '333-123-4567',
    '02 1234567', // Milan landline
    '06 12345678', // Rome landline
    '011.1234567',
    '0521 123456',
    '012345', // landline, 6 digits
    '01234567890', // landline, 11 digits
    '+39 02 1234 5678',
  ])('accepts %s', (phone) => {
    expect(validateItalianPhone(phone)).toBeNull();
  });

  it.each([
    '33312345', // mobile, 8 digits
    '33312345678', // mobile, 11 digits
    '01234', // landline, 5 digits
    '012345678901', // landline, 12 digits
    '8001234567', // neither 3 nor 0
    '+44 20 7946 0958', // not Italian
    '39 333 1234567', // country code without + or 00
    '333 123 456a',
    '(02) 1234567',
    '+39',
    '333 123 4567-',
  ])("refuses %s with 'Digitare un numero di telefono valido'", (phone) => {
    expect(validateItalianPhone(phone)).toBe('Digitare un numero di telefono valido');
  });

  it('leaves empty values to the required rule', () => {
    expect(validateItalianPhone('')).toBeNull();
  });
});

describe('validatePassword', () => {
  it('needs 6 characters', () => {
    expect(validatePassword('abcde')).toBe('La password deve contenere almeno 6 caratteri');
    expect(validatePassword('abcdef')).toBeNull();
    expect(validatePassword('  ab  ')).toBeNull();
    expect(validatePassword('')).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['mario.rossi@example.it', 'a@b.co', 'nome+spesa@posta.example.com', 'x@dominio.photography', "o'neil@mail.ie"])(
    'accepts %s',
    (email) => expect(validateEmail(email)).toBeNull(),
  );

  it.each([
    'mario.rossi@example', // no TLD
    'mario@example.i', // TLD of 1 letter
    'mario@example.abcdefghijkl', // TLD of 12 letters
    'mario@example.c0m',
    'mario rossi@example.it',
    'mario@@example.it',
    '.mario@example.it',
    'mario..rossi@example.it',
    'mario@-example.it',
    '@example.it',
  ])("refuses %s with 'Digitare una e-mail valida'", (email) => {
    expect(validateEmail(email)).toBe('Digitare una e-mail valida');
  });

  it('accepts a TLD of exactly 11 letters', () => {
    expect(validateEmail('mario@example.abcdefghijk')).toBeNull();
  });
});

describe('validateLettersOnly', () => {
  it.each(['Mario', "D'Angelo", 'Niccolò', 'De Luca', 'José María', 'Zoë', 'D’Annunzio'])('accepts %s', (name) => {
    expect(validateLettersOnly(name)).toBeNull();
  });

  it.each(['Mario1', 'Anna_Maria', 'Rossi!', 'Luca  Bianchi', '42'])('refuses %s with the alphabet message', (name) => {
    expect(validateLettersOnly(name)).toBe("Accetta solo caratteri dell'alfabeto");
  });
});

describe('validateNumbersOnly', () => {
  it('accepts digits only', () => {
    expect(validateNumbersOnly('20121')).toBeNull();
    expect(validateNumbersOnly('0401')).toBeNull();
    for (const value of ['12a', '1.5', '-3', '1 2']) expect(validateNumbersOnly(value)).toBe('Accetta solo numeri');
  });
});

describe('exactLengthValidator', () => {
  it('needs exactly the given number of characters', () => {
    const postalCode = exactLengthValidator(5);
    expect(postalCode('20121')).toBeNull();
    expect(postalCode(' 20121 ')).toBeNull();
    expect(postalCode('2012')).toBe('Deve contenere esattamente 5 caratteri');
    expect(postalCode('201210')).toBe('Deve contenere esattamente 5 caratteri');
  });
});

describe('option selector', () => {
  const size = { options: [{ key: 'S' }, { key: 'M' }], selected: { key: 'M' } };

  it('is valid only when every option has a selection among its choices', () => {
    expect(areAllOptionsSelected([size])).toBe(true);
    expect(areAllOptionsSelected([])).toBe(true);
    expect(areAllOptionsSelected([size, { options: [{ key: 'rosso' }], selected: null }])).toBe(false);
    expect(areAllOptionsSelected([{ options: [{ key: 'S' }], selected: { key: 'XL' } }])).toBe(false);
    expect(areAllOptionsSelected([{ selected: undefined }])).toBe(false);
  });

  it("answers with the dialog's title when an option is missing", () => {
    expect(validateOptionSelection([size])).toBeNull();
    expect(validateOptionSelection([{ options: [{ key: 'S' }] }])).toBe('È necessario selezionare tutte le opzioni');
  });
});
