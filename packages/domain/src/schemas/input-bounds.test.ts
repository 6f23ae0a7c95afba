import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DB_INTEGER_MAX, zEuroAmount, zOptionalPositiveId, zPositiveId } from './input-bounds';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('ids and amounts bounded by their integer column, refused in natural Italian', () => {
  it('takes an id as a number or as digits, up to the largest integer PostgreSQL stores', () => {
    expect(zPositiveId().parse(' 42 ')).toBe(42);
    expect(zPositiveId().parse(DB_INTEGER_MAX)).toBe(2_147_483_647);
    expect(zPositiveId().parse(String(DB_INTEGER_MAX))).toBe(2_147_483_647);
  });

  it('takes a blank optional id (user_payment_auth_id=) as absent, and still checks a given one', () => {
    expect(zOptionalPositiveId().parse('')).toBeUndefined();
    expect(zOptionalPositiveId().parse('  ')).toBeUndefined();
    expect(zOptionalPositiveId().parse(undefined)).toBeUndefined();
    expect(zOptionalPositiveId().parse('7')).toBe(7);
    expect(zOptionalPositiveId().safeParse('-3').success).toBe(false);
  });

  it('refuses ids past the column, as numbers (JSON) and as digits (query and form)', () => {
    for (const id of [2_147_483_648, '2147483648', Number.MAX_SAFE_INTEGER, '9007199254740991', '99999999999']) {
      expect(messageOf(zPositiveId(), id)).toBe('Il valore deve essere al massimo 2.147.483.647');
    }
  });

  it('says what an id must be, never the validator’s wording', () => {
    expect(messageOf(zPositiveId(), 0)).toBe('Il valore deve essere maggiore di 0');
    expect(messageOf(zPositiveId(), -1)).toBe('Il valore deve essere maggiore di 0');
    expect(messageOf(zPositiveId(), 1.5)).toBe('Indicare un numero intero');
    expect(messageOf(zPositiveId(), 'abc')).toBe('Indicare un numero');
    expect(messageOf(zPositiveId(), [1])).toBe('Indicare un numero');
    expect(messageOf(zPositiveId(), '')).toBe('Campo obbligatorio');
  });

  it('bounds an amount in euro by the cents an integer column holds', () => {
    expect(zEuroAmount().parse('12,50')).toBe(12.5);
    expect(zEuroAmount().parse(21_474_836.47)).toBe(21_474_836.47);
    expect(messageOf(zEuroAmount(), '99999999999')).toBe('Il valore deve essere al massimo 21.474.836,47');
    expect(messageOf(zEuroAmount(), -1)).toBe('Il valore deve essere almeno 0');
  });
});

describe('the Italian texts of every validation issue', () => {
  it.each([
    [z.string().max(5), 'troppo lungo', 'Il testo può contenere al massimo 5 caratteri'],
    [z.string().min(3), 'ab', 'Indicare almeno 3 caratteri'],
    [z.string().min(1), '', 'Campo obbligatorio'],
    [z.array(z.number()).min(1), [], 'Indicare almeno un elemento'],
    [z.array(z.number()).max(2), [1, 2, 3], 'Indicare al massimo 2 elementi'],
    [z.number().min(0), -1, 'Il valore deve essere almeno 0'],
    [z.number().lt(10), 10, 'Il valore deve essere minore di 10'],
    [z.number(), Number.NaN, 'Indicare un numero'],
    [z.string(), 5, 'Indicare un testo'],
    [z.boolean(), 'forse', 'Indicare sì o no (true o false)'],
    [z.object({}), [], 'Formato dei dati non valido'],
    [z.enum(['name', 'city']), 'x', 'Valore non valido: i valori ammessi sono name, city'],
    [z.string().email(), 'a@', 'Digitare una e-mail valida'],
    [z.string().regex(/^\d+$/), 'x', 'Formato non valido'],
    [z.strictObject({ a: z.number() }), { a: 1, b: 2 }, 'Contiene campi non previsti'],
    [z.union([z.number(), z.boolean()]), 'x', 'Valore non valido'],
    [z.number(), undefined, 'Campo obbligatorio'],
  ])('%#: %s', (schema, value, text) => {
    expect(messageOf(schema, value)).toBe(text);
  });
});
