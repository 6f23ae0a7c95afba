import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Product } from '../schemas/catalogue';
import { allowsManualInput, isSoldByWeight, type QuantityProduct } from './quantity-product';
import { firstAdd, maxPurchasable, quantityRulesOf } from './quantity-rules';
import { testProduct } from './quantity-test-products';

describe('QuantityProduct', () => {
  it('is satisfied by a catalogue product', () => {
    expectTypeOf<Product>().toExtend<QuantityProduct>();
  });
});

describe('allowsManualInput and isSoldByWeight', () => {
  it('allow typing only for Pezzo and Confezione; Sfuso and Peso are sold by weight', () => {
    const byType = (['Pezzo', 'Confezione', 'Sfuso', 'Peso'] as const).map((type) => testProduct({ TIPOLOGIA: type }));
    expect(byType.map(allowsManualInput)).toEqual([true, true, false, false]);
    expect(byType.map(isSoldByWeight)).toEqual([false, false, true, true]);
  });
});

describe('quantityRulesOf for pieces', () => {
  it('a plain piece moves by 1 from 1 up to what is available', () => {
    expect(quantityRulesOf(testProduct({ TIPOLOGIA: 'Pezzo' }, { available: 50 }))).toEqual({
      soldByWeight: false,
      unit: 'pz',
      locked: false,
      step: 1,
      firstAdd: 1,
      minimum: 1,
      maximum: 50,
      gridOrigin: 0,
      gridSpacing: 1,
      manualInput: true,
    });
  });

  it('QTY_MULT sets the step and the first add, but unlocked any whole quantity from minAcq is allowed', () => {
    const rules = quantityRulesOf(testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '6' }));
    expect(rules).toMatchObject({ step: 6, firstAdd: 6, minimum: 1, gridSpacing: 1, locked: false });
  });

  it('QTY_LOCKED keeps every quantity a multiple of QTY_MULT, at least one multiple', () => {
    const rules = quantityRulesOf(testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' }));
    expect(rules).toMatchObject({ step: 6, firstAdd: 6, minimum: 6, maximum: 96, gridSpacing: 6, locked: true });
  });

  it('QTY_LOCKED raises minAcq to the next multiple', () => {
    const product = testProduct({ TIPOLOGIA: 'Pezzo', QTY_MULT: '4', QTY_LOCKED: 'true' }, { minAcq: 5 });
    expect(quantityRulesOf(product)).toMatchObject({ minimum: 8, firstAdd: 8 });
  });

  it('the first add is max(minAcq, QTY_MULT)', () => {
    expect(firstAdd(testProduct({ TIPOLOGIA: 'Pezzo' }, { minAcq: 3 }))).toBe(3);
    expect(firstAdd(testProduct({ TIPOLOGIA: 'Pezzo', QTY_MULT: '2' }, { minAcq: 3 }))).toBe(3);
    expect(firstAdd(testProduct({ TIPOLOGIA: 'Pezzo', QTY_MULT: '4' }, { minAcq: 3 }))).toBe(4);
    expect(firstAdd(testProduct({ TIPOLOGIA: 'Pezzo' }, { minAcq: 0 }))).toBe(1);
  });

  it('unreadable QTY_MULT and MULTI_PACK count as 1', () => {
    for (const bad of ['', 'sei', '0', '-2', '1.5']) {
      expect(
        quantityRulesOf(testProduct({ TIPOLOGIA: 'Pezzo', QTY_MULT: bad, MULTI_PACK: bad }, { available: 10 })),
      ).toMatchObject({
        step: 1,
        maximum: 10,
      });
    }
  });
});

describe('maxPurchasable', () => {
  it('is MAXACQ when that is the lowest limit', () => {
    expect(maxPurchasable(testProduct({ TIPOLOGIA: 'Pezzo', MAXACQ: '10' }))).toBe(10);
  });

  it('is maxAcq divided by MULTI_PACK, rounded down', () => {
    expect(maxPurchasable(testProduct({ TIPOLOGIA: 'Pezzo', MULTI_PACK: '6' }, { maxAcq: 27 }))).toBe(4);
  });

  it('falls back on available when maxAcq is missing or 0', () => {
    expect(maxPurchasable(testProduct({ TIPOLOGIA: 'Pezzo', MULTI_PACK: '2' }, { maxAcq: null, available: 7 }))).toBe(3);
    expect(maxPurchasable(testProduct({ TIPOLOGIA: 'Pezzo' }, { maxAcq: 0, available: 7 }))).toBe(7);
  });

  it('follows maxAcq even above what is available, as the specification reads', () => {
    expect(maxPurchasable(testProduct({ TIPOLOGIA: 'Pezzo' }, { maxAcq: 30, available: 5 }))).toBe(30);
  });

  it('moves down to a multiple of QTY_MULT when locked', () => {
    expect(maxPurchasable(testProduct({ TIPOLOGIA: 'Pezzo', QTY_MULT: '6', QTY_LOCKED: 'true', MAXACQ: '20' }))).toBe(18);
  });

  it('is 0, and so is the first add, when nothing is available or the maximum is below the minimum', () => {
    const soldOut = testProduct({ TIPOLOGIA: 'Pezzo' }, { available: 0 });
    const conflicting = testProduct({ TIPOLOGIA: 'Pezzo', MAXACQ: '3' }, { minAcq: 5 });
    for (const product of [soldOut, conflicting]) {
      expect(maxPurchasable(product)).toBe(0);
      expect(firstAdd(product)).toBe(0);
    }
  });

  it('caps the first add at the maximum when QTY_MULT is above it but minAcq is not', () => {
    expect(firstAdd(testProduct({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', MAXACQ: '4' }))).toBe(4);
  });
});

describe('quantityRulesOf for products sold by weight', () => {
  it('Sfuso starts at WEIGHT_SELLING and moves by STEP_SELLING, in kg', () => {
    const product = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1' }, { available: 20 });
    expect(quantityRulesOf(product)).toEqual({
      soldByWeight: true,
      unit: 'kg',
      locked: false,
      step: 0.1,
      firstAdd: 0.3,
      minimum: 0.3,
      maximum: 20,
      gridOrigin: 0.3,
      gridSpacing: 0.1,
      manualInput: false,
    });
  });

  it('Peso follows the same rules', () => {
    const product = testProduct({ TIPOLOGIA: 'Peso', WEIGHT_SELLING: '1', STEP_SELLING: '0.5' });
    expect(quantityRulesOf(product)).toMatchObject({ soldByWeight: true, firstAdd: 1, step: 0.5, manualInput: false });
  });

  it('reads WEIGHT_SELLING and STEP_SELLING in WEIGHT_UNIT_SELLING', () => {
    const grams = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_SELLING: 'gr', WEIGHT_SELLING: '250', STEP_SELLING: '50' });
    expect(quantityRulesOf(grams)).toMatchObject({ unit: 'kg', firstAdd: 0.25, step: 0.05 });
    const etti = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_SELLING: 'hg', WEIGHT_SELLING: '2', STEP_SELLING: '1' });
    expect(quantityRulesOf(etti)).toMatchObject({ firstAdd: 0.2, step: 0.1 });
  });

  it('works in litres when WEIGHT_UNIT_BASE is a volume', () => {
    const product = testProduct({
      TIPOLOGIA: 'Sfuso',
      WEIGHT_UNIT_BASE: 'lt',
      WEIGHT_UNIT_SELLING: 'ml',
      WEIGHT_SELLING: '500',
      STEP_SELLING: '250',
    });
    expect(quantityRulesOf(product)).toMatchObject({ unit: 'l', firstAdd: 0.5, step: 0.25 });
  });

  it('ignores minAcq: the minimum is WEIGHT_SELLING', () => {
    const product = testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1' }, { minAcq: 1 });
    expect(quantityRulesOf(product)).toMatchObject({ minimum: 0.3, firstAdd: 0.3 });
  });

  it('falls back on 100 g steps from one step when the infos are missing', () => {
    expect(quantityRulesOf(testProduct({ TIPOLOGIA: 'Sfuso' }))).toMatchObject({ step: 0.1, firstAdd: 0.1 });
    expect(quantityRulesOf(testProduct({ TIPOLOGIA: 'Sfuso', STEP_SELLING: '0.2' }))).toMatchObject({ step: 0.2, firstAdd: 0.2 });
  });

  it('moves MAXACQ down onto the WEIGHT_SELLING + k × STEP_SELLING grid', () => {
    const infos = { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.25' } as const;
    expect(maxPurchasable(testProduct({ ...infos, MAXACQ: '1' }))).toBe(0.8);
    expect(maxPurchasable(testProduct({ ...infos, MAXACQ: '1.05' }))).toBe(1.05);
    expect(maxPurchasable(testProduct({ ...infos, MAXACQ: '0.2' }))).toBe(0);
  });
});
