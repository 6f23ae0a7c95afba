import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scaledToDecimalString } from '../decimal/scaled-decimal';
import { UNIT_MULTIPLIERS } from '../units/measure-units';
import { normalizeQuantity } from './normalize-quantity';
import type { QuantityProduct } from './quantity-product';
import { decrement, increment } from './quantity-steps';

/**
 * A generated product with the limits it was built from, so every check below is stated from the
 * raw values and the specification, not from the rules under test. Weights are in grams.
 */
type Case =
  | {
      kind: 'pieces';
      product: QuantityProduct;
      minAcq: number;
      multiple: number;
      locked: boolean;
      /** The largest quantity every limit allows: MAXACQ and (maxAcq or available) ÷ MULTI_PACK. */
      cap: number;
    }
  | { kind: 'weight'; product: QuantityProduct; weightSellingGrams: number; stepGrams: number; capGrams: number };

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const pieceCase: fc.Arbitrary<Case> = fc
  .record({
    type: fc.constantFrom('Pezzo' as const, 'Confezione' as const),
    multiple: optional(fc.integer({ min: 1, max: 12 })),
    locked: fc.boolean(),
    minAcq: fc.integer({ min: 0, max: 15 }),
    maxAcq: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
    available: fc.integer({ min: 0, max: 300 }),
    maxAcqInfo: optional(fc.integer({ min: 1, max: 120 })),
    multiPack: optional(fc.integer({ min: 1, max: 6 })),
  })
  .map((raw) => {
    const purchasable = raw.available > 0 ? Math.floor((raw.maxAcq ?? raw.available) / (raw.multiPack ?? 1)) : 0;
    return {
      kind: 'pieces',
      product: {
        minAcq: raw.minAcq,
        maxAcq: raw.maxAcq,
        available: raw.available,
        productInfos: {
          TIPOLOGIA: raw.type,
          QTY_MULT: raw.multiple?.toString(),
          QTY_LOCKED: raw.locked ? 'true' : 'false',
          MAXACQ: raw.maxAcqInfo?.toString(),
          MULTI_PACK: raw.multiPack?.toString(),
        },
      },
      minAcq: raw.minAcq,
      multiple: raw.multiple ?? 1,
      locked: raw.locked,
      cap: Math.min(purchasable, raw.maxAcqInfo ?? purchasable),
    };
  });

const weightCase: fc.Arbitrary<Case> = fc
  .record({
    type: fc.constantFrom('Sfuso' as const, 'Peso' as const),
    sellingUnit: fc.constantFrom('kg' as const, 'g' as const, 'gr' as const, 'hg' as const),
    weightSellingGrams: fc.integer({ min: 1, max: 40 }).map((fifties) => fifties * 50),
    stepGrams: fc.constantFrom(10, 50, 100, 250, 500),
    maxAcqKg: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    availableKg: fc.integer({ min: 0, max: 50 }),
    maxAcqInfoGrams: optional(fc.integer({ min: 1, max: 200 }).map((hundreds) => hundreds * 50)),
  })
  .map((raw) => {
    // Written in the selling unit, as the API sends it: 250 g is '250.000' g, '2.500' hg or '0.250' kg.
    const inSellingUnit = (grams: number) => scaledToDecimalString(grams * UNIT_MULTIPLIERS[raw.sellingUnit], 3);
    const purchasableGrams = raw.availableKg > 0 ? (raw.maxAcqKg ?? raw.availableKg) * 1000 : 0;
    return {
      kind: 'weight',
      product: {
        minAcq: 1,
        maxAcq: raw.maxAcqKg,
        available: raw.availableKg,
        productInfos: {
          TIPOLOGIA: raw.type,
          WEIGHT_UNIT_SELLING: raw.sellingUnit,
          WEIGHT_SELLING: inSellingUnit(raw.weightSellingGrams),
          STEP_SELLING: inSellingUnit(raw.stepGrams),
          MAXACQ: raw.maxAcqInfoGrams === undefined ? undefined : scaledToDecimalString(raw.maxAcqInfoGrams, 3),
        },
      },
      weightSellingGrams: raw.weightSellingGrams,
      stepGrams: raw.stepGrams,
      capGrams: Math.min(purchasableGrams, raw.maxAcqInfoGrams ?? purchasableGrams),
    };
  });

const anyCase = fc.oneof(pieceCase, weightCase);
const presses = fc.array(fc.constantFrom('plus' as const, 'minus' as const), { maxLength: 60 });

/** The quantity in thousandths when its decimal text has at most 3 decimals, else null. */
function exactThousandths(quantity: number): number | null {
  return /^\d+(?:\.\d{1,3})?$/.test(String(quantity)) ? Math.round(quantity * 1000) : null;
}

/** Fails the property when the quantity breaks a rule of the specification for this product. */
function expectWithinRules(testCase: Case, quantity: number): void {
  if (quantity === 0) return;
  const thousandths = exactThousandths(quantity);
  expect(thousandths, `${quantity} has more than 3 decimals`).not.toBeNull();
  if (thousandths === null) return;
  if (testCase.kind === 'pieces') {
    expect(Number.isInteger(quantity)).toBe(true);
    expect(quantity).toBeGreaterThanOrEqual(Math.max(testCase.minAcq, 1));
    expect(quantity).toBeLessThanOrEqual(testCase.cap);
    if (testCase.locked) expect(quantity % testCase.multiple).toBe(0);
  } else {
    expect(thousandths).toBeGreaterThanOrEqual(testCase.weightSellingGrams);
    expect(thousandths).toBeLessThanOrEqual(testCase.capGrams);
    expect((thousandths - testCase.weightSellingGrams) % testCase.stepGrams).toBe(0);
  }
}

describe('quantity rules, for any product and any sequence of plus and minus', () => {
  it('the quantity stays 0 or within every rule', () => {
    fc.assert(
      fc.property(anyCase, presses, (testCase, sequence) => {
        let quantity = 0;
        for (const press of sequence) {
          quantity = press === 'plus' ? increment(testCase.product, quantity) : decrement(testCase.product, quantity);
          expectWithinRules(testCase, quantity);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('plus never lowers a reachable quantity and minus never raises it', () => {
    fc.assert(
      fc.property(anyCase, presses, (testCase, sequence) => {
        let quantity = 0;
        for (const press of sequence) {
          const next = press === 'plus' ? increment(testCase.product, quantity) : decrement(testCase.product, quantity);
          if (press === 'plus') expect(next).toBeGreaterThanOrEqual(quantity);
          else expect(next).toBeLessThanOrEqual(quantity);
          quantity = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the first plus adds something exactly when some quantity is allowed', () => {
    fc.assert(
      fc.property(anyCase, (testCase) => {
        const smallest =
          testCase.kind === 'pieces'
            ? Math.ceil(Math.max(testCase.minAcq, 1) / (testCase.locked ? testCase.multiple : 1)) *
              (testCase.locked ? testCase.multiple : 1)
            : testCase.weightSellingGrams / 1000;
        const largest = testCase.kind === 'pieces' ? testCase.cap : testCase.capGrams / 1000;
        expect(increment(testCase.product, 0) > 0).toBe(smallest <= largest);
      }),
    );
  });

  it('the server accepts, unchanged, every quantity plus and minus reach', () => {
    fc.assert(
      fc.property(anyCase, presses, (testCase, sequence) => {
        let quantity = 0;
        for (const press of sequence) {
          quantity = press === 'plus' ? increment(testCase.product, quantity) : decrement(testCase.product, quantity);
          expect(normalizeQuantity(testCase.product, quantity)).toEqual({ ok: true, quantity });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('whatever is requested, an accepted quantity is within every rule', () => {
    const request = fc.oneof(fc.integer({ min: 0, max: 400 }), fc.double({ min: 0, max: 60, noNaN: true }));
    fc.assert(
      fc.property(anyCase, request, (testCase, requested) => {
        const result = normalizeQuantity(testCase.product, requested);
        if (result.ok) expectWithinRules(testCase, result.quantity);
        else expect(['errors.minAcq', 'errors.maxAcq', 'errors.notAvailable', 'errors.invalidQuantity']).toContain(result.code);
      }),
      { numRuns: 1000 },
    );
  });
});
