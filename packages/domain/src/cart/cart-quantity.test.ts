import { describe, expect, it } from 'vitest';
import { testProduct } from '../quantity/quantity-test-products';
import { cartQuantityChange, formatMaximum } from './cart-quantity';

const piece = testProduct({ TIPOLOGIA: 'Pezzo' });
const minTwo = testProduct({ TIPOLOGIA: 'Pezzo' }, { minAcq: 2 });
const stepThree = testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '3' });
const locked = testProduct({ TIPOLOGIA: 'Pezzo', QTY_MULT: '6', QTY_LOCKED: 'true' }, { minAcq: 6 });
const maxTen = testProduct({ TIPOLOGIA: 'Pezzo', MAXACQ: '10' }, { maxAcq: 10 });
const pack = testProduct({ TIPOLOGIA: 'Pezzo', MULTI_PACK: '6' }, { available: 30 });
const loose = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.1' }, { available: 40 });
const gone = testProduct({ TIPOLOGIA: 'Pezzo' }, { available: 0 });

const ok = (quantity: number, capped = false) => ({ ok: true, quantity, capped });

describe('cartQuantityChange: add', () => {
  it('without a quantity is plus: the first add on a new line, one step more on an existing one', () => {
    expect(cartQuantityChange(piece, 0, { mode: 'add' })).toEqual(ok(1));
    expect(cartQuantityChange(piece, 4, { mode: 'add' })).toEqual(ok(5));
    expect(cartQuantityChange(minTwo, 0, { mode: 'add' })).toEqual(ok(2));
    expect(cartQuantityChange(stepThree, 3, { mode: 'add' })).toEqual(ok(6));
    expect(cartQuantityChange(locked, 0, { mode: 'add' })).toEqual(ok(6));
    expect(cartQuantityChange(locked, 6, { mode: 'add' })).toEqual(ok(12));
    expect(cartQuantityChange(loose, 0, { mode: 'add' })).toEqual(ok(0.5));
    expect(cartQuantityChange(loose, 0.5, { mode: 'add' })).toEqual(ok(0.6));
  });

  it('adds the quantity to the line; a loose product first gets at least WEIGHT_SELLING', () => {
    expect(cartQuantityChange(piece, 2, { mode: 'add', quantity: 3 })).toEqual(ok(5));
    expect(cartQuantityChange(loose, 0, { mode: 'add', quantity: 0.1 })).toEqual(ok(0.5));
    expect(cartQuantityChange(loose, 0, { mode: 'add', quantity: 0.7 })).toEqual(ok(0.7));
    expect(cartQuantityChange(loose, 0.5, { mode: 'add', quantity: 0.1 })).toEqual(ok(0.6));
  });

  it('refuses pieces below minAcq with errors.minAcq and the Italian text', () => {
    expect(cartQuantityChange(minTwo, 0, { mode: 'add', quantity: 1 })).toEqual({
      ok: false,
      code: 'errors.minAcq',
      message: 'Non è possibile acquistare meno di 2 pezzi di questo prodotto',
      limit: 2,
    });
  });

  it('caps at MAXACQ / maxAcq and at available ÷ MULTI_PACK, saying so', () => {
    expect(cartQuantityChange(maxTen, 8, { mode: 'add', quantity: 5 })).toEqual(ok(10, true));
    expect(cartQuantityChange(maxTen, 10, { mode: 'add' })).toEqual(ok(10, true));
    expect(cartQuantityChange(maxTen, 9, { mode: 'add' })).toEqual(ok(10));
    expect(cartQuantityChange(pack, 0, { mode: 'add', quantity: 9 })).toEqual(ok(5, true));
    expect(cartQuantityChange(loose, 39.9, { mode: 'add', quantity: 1 })).toEqual(ok(40, true));
  });

  it('refuses a product that cannot be bought', () => {
    expect(cartQuantityChange(gone, 0, { mode: 'add' })).toMatchObject({ ok: false, code: 'errors.notAvailable' });
    expect(cartQuantityChange(gone, 0, { mode: 'add', quantity: 1 })).toMatchObject({ ok: false, code: 'errors.notAvailable' });
  });
});

describe('cartQuantityChange: set', () => {
  it('0 removes the line, even for a product no longer available', () => {
    expect(cartQuantityChange(piece, 3, { mode: 'set', quantity: 0 })).toEqual(ok(0));
    expect(cartQuantityChange(gone, 3, { mode: 'set', quantity: 0 })).toEqual(ok(0));
  });

  it('pieces: whole numbers, not below minAcq', () => {
    expect(cartQuantityChange(piece, 1, { mode: 'set', quantity: 7 })).toEqual(ok(7));
    expect(cartQuantityChange(piece, 1, { mode: 'set', quantity: 2.5 })).toMatchObject({
      ok: false,
      code: 'errors.invalidQuantity',
    });
    expect(cartQuantityChange(minTwo, 2, { mode: 'set', quantity: 1 })).toMatchObject({
      ok: false,
      code: 'errors.minAcq',
      limit: 2,
    });
  });

  it('locked: the nearest multiple (half-up), at least one', () => {
    expect(cartQuantityChange(locked, 6, { mode: 'set', quantity: 8 })).toEqual(ok(6));
    expect(cartQuantityChange(locked, 6, { mode: 'set', quantity: 9 })).toEqual(ok(12));
    expect(cartQuantityChange(locked, 6, { mode: 'set', quantity: 1 })).toEqual(ok(6));
  });

  it('loose: 3 decimals onto the grid; below WEIGHT_SELLING goes to 0 (removed)', () => {
    expect(cartQuantityChange(loose, 0.5, { mode: 'set', quantity: 0.6666 })).toEqual(ok(0.7));
    expect(cartQuantityChange(loose, 0.5, { mode: 'set', quantity: 0.549 })).toEqual(ok(0.5));
    expect(cartQuantityChange(loose, 0.6, { mode: 'set', quantity: 0.4 })).toEqual(ok(0));
    expect(cartQuantityChange(loose, 0.6, { mode: 'set', quantity: 0.499 })).toEqual(ok(0));
  });

  it('above the maximum: the maximum, capped', () => {
    expect(cartQuantityChange(maxTen, 1, { mode: 'set', quantity: 11 })).toEqual(ok(10, true));
    expect(cartQuantityChange(maxTen, 1, { mode: 'set', quantity: 10 })).toEqual(ok(10));
  });

  it('refuses what is not a quantity', () => {
    expect(cartQuantityChange(piece, 1, { mode: 'set', quantity: -1 })).toMatchObject({
      ok: false,
      code: 'errors.invalidQuantity',
    });
    expect(cartQuantityChange(piece, 1, { mode: 'set', quantity: Number.NaN })).toMatchObject({
      ok: false,
      code: 'errors.invalidQuantity',
    });
  });
});

describe('formatMaximum', () => {
  it('writes the maximum in the cart unit', () => {
    expect(formatMaximum(maxTen)).toBe('10 pz');
    expect(formatMaximum(loose)).toBe('40 kg');
  });
});
