import { describe, expect, it } from 'vitest';
import { normalizeQuantity } from './normalize-quantity';
import { testProduct } from './quantity-test-products';

const piece = testProduct({ TIPOLOGIA: 'Pezzo', MAXACQ: '10' });
const minimumThree = testProduct({ TIPOLOGIA: 'Pezzo' }, { minAcq: 3 });
const lockedSixPack = testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' }, { maxAcq: 60 });
const lockedMinimumTwelve = testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' }, { minAcq: 8 });
const loose = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1' }, { available: 5 });
const looseInGrams = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_SELLING: 'g', WEIGHT_SELLING: '150', STEP_SELLING: '50' });
const oil = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_BASE: 'l', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.25' });

const maxAcqMessage = 'Hai superato la quantità massima acquistabile per questo prodotto';
const invalid = { ok: false, code: 'errors.invalidQuantity', message: 'La quantità indicata non è valida', limit: null };

describe('normalizeQuantity accepts', () => {
  it.each([
    ['0 for any product: the line is removed', piece, 0, 0],
    ['a whole number of pieces within the limits', piece, 4, 4],
    ['the limit itself', piece, 10, 10],
    ['a piece quantity that rounds to whole at 3 decimals', piece, 2.0004, 2],
    ['minAcq itself', minimumThree, 3, 3],
    ['a locked quantity, rounded to the nearest multiple', lockedSixPack, 8, 6],
    ['a locked tie, rounded up', lockedSixPack, 9, 12],
    ['a locked request below one multiple, raised to one multiple', lockedSixPack, 1, 6],
    ['a loose quantity on the grid', loose, 0.5, 0.5],
    ['a loose quantity after float drift', loose, 0.1 + 0.2, 0.3],
    ['a loose quantity, moved to the nearest grid point', loose, 0.34, 0.3],
    ['a loose tie, moved up', loose, 0.35, 0.4],
    ['a loose quantity with more than 3 decimals', loose, 1.2345, 1.2],
    ['a loose quantity at what is available', loose, 5, 5],
    ['grams converted to kg', looseInGrams, 0.2, 0.2],
    ['litres', oil, 1.25, 1.25],
  ] as const)('%s: %d → %d', (_case, product, requested, quantity) => {
    expect(normalizeQuantity(product, requested)).toEqual({ ok: true, quantity });
  });
});

describe('normalizeQuantity refuses', () => {
  it('below minAcq, in pieces, with the limit', () => {
    expect(normalizeQuantity(minimumThree, 2)).toEqual({
      ok: false,
      code: 'errors.minAcq',
      message: 'Non è possibile acquistare meno di 3 pezzi di questo prodotto',
      limit: 3,
    });
  });

  it('a locked quantity that rounds below minAcq raised to a multiple', () => {
    expect(normalizeQuantity(lockedMinimumTwelve, 6)).toEqual({
      ok: false,
      code: 'errors.minAcq',
      message: 'Non è possibile acquistare meno di 12 pezzi di questo prodotto',
      limit: 12,
    });
  });

  it('below WEIGHT_SELLING, naming it in grams or millilitres', () => {
    expect(normalizeQuantity(loose, 0.2)).toEqual({
      ok: false,
      code: 'errors.minAcq',
      message: 'Non è possibile acquistare meno di 300 g di questo prodotto',
      limit: 0.3,
    });
    expect(normalizeQuantity(looseInGrams, 0.1)).toMatchObject({
      message: 'Non è possibile acquistare meno di 150 g di questo prodotto',
    });
    expect(normalizeQuantity(oil, 0.3)).toMatchObject({
      message: 'Non è possibile acquistare meno di 500 ml di questo prodotto',
    });
  });

  it('a positive quantity that rounds to 0 at 3 decimals', () => {
    expect(normalizeQuantity(loose, 0.0004)).toMatchObject({ ok: false, code: 'errors.minAcq', limit: 0.3 });
  });

  it('above MAXACQ, with the limit', () => {
    expect(normalizeQuantity(piece, 11)).toEqual({ ok: false, code: 'errors.maxAcq', message: maxAcqMessage, limit: 10 });
  });

  it('above maxAcq once rounded to a multiple', () => {
    expect(normalizeQuantity(lockedSixPack, 64)).toEqual({ ok: false, code: 'errors.maxAcq', message: maxAcqMessage, limit: 60 });
    expect(normalizeQuantity(lockedSixPack, 62)).toEqual({ ok: true, quantity: 60 });
  });

  it('above what is available for a loose product', () => {
    expect(normalizeQuantity(loose, 5.1)).toEqual({ ok: false, code: 'errors.maxAcq', message: maxAcqMessage, limit: 5 });
  });

  it('any quantity of a product that cannot be bought', () => {
    const expected = { ok: false, code: 'errors.notAvailable', message: 'Il prodotto non è al momento disponibile', limit: 0 };
    expect(normalizeQuantity(testProduct({ TIPOLOGIA: 'Pezzo' }, { available: 0 }), 1)).toEqual(expected);
    expect(normalizeQuantity(testProduct({ TIPOLOGIA: 'Pezzo', MAXACQ: '2' }, { minAcq: 3 }), 3)).toEqual(expected);
  });

  it('fractions of a piece, negative and non-finite numbers', () => {
    for (const requested of [2.5, 0.001, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(normalizeQuantity(piece, requested)).toEqual(invalid);
    }
    expect(normalizeQuantity(loose, -0.3)).toEqual(invalid);
  });
});
