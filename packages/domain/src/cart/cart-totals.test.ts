import { describe, expect, it } from 'vitest';
import { testProduct } from '../quantity/quantity-test-products';
import { cartLineAmounts, cartTotalCents, giftCertificatesEarned, shoppingBagsNeeded } from './cart-totals';

const penne = { ...testProduct({ TIPOLOGIA: 'Pezzo' }), priceCents: 109 };
const apples = { ...testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.1' }), priceCents: 229 };
const chicken = { ...testProduct({ TIPOLOGIA: 'Peso' }), priceCents: 1190 };

describe('cartLineAmounts', () => {
  it('pieces: price × quantity, no weight', () => {
    expect(cartLineAmounts({ product: penne, quantity: 3, customWeight: '' })).toEqual({ weight: null, grossTotalCents: 327 });
  });

  it('sold by weight: price per kg × the weight, half-up once; the custom weight when set', () => {
    expect(cartLineAmounts({ product: apples, quantity: 0.7, customWeight: '' })).toEqual({ weight: 0.7, grossTotalCents: 160 });
    expect(cartLineAmounts({ product: apples, quantity: 0.5, customWeight: '0.800' })).toEqual({
      weight: 0.8,
      grossTotalCents: 183,
    });
    expect(cartLineAmounts({ product: chicken, quantity: 0.375, customWeight: '' })).toEqual({
      weight: 0.375,
      grossTotalCents: 446,
    });
  });
});

describe('shoppingBagsNeeded', () => {
  const rule = { charged: true, descr: 'Borsa', costCents: 10, unitsPerBag: 12 };
  it('counts a unit per piece and one per loose line, rounding bags up', () => {
    expect(shoppingBagsNeeded(rule, [])).toBe(0);
    expect(shoppingBagsNeeded(rule, [{ product: penne, quantity: 12 }])).toBe(1);
    expect(
      shoppingBagsNeeded(rule, [
        { product: penne, quantity: 12 },
        { product: apples, quantity: 2.5 },
      ]),
    ).toBe(2);
  });
  it('is 0 when the tenant does not charge bags', () => {
    expect(shoppingBagsNeeded({ ...rule, charged: false }, [{ product: penne, quantity: 40 }])).toBe(0);
  });
});

describe('giftCertificatesEarned and cartTotalCents', () => {
  const rule = { thresholdCents: 10000, giftCents: 500, description: 'Buono da 5 €' };
  it('earns the gift from the threshold up', () => {
    expect(giftCertificatesEarned(rule, 9999)).toEqual([]);
    expect(giftCertificatesEarned(rule, 10000)).toEqual([{ description: 'Buono da 5 €', giftTotalCents: 500 }]);
    expect(giftCertificatesEarned(null, 50000)).toEqual([]);
  });
  it('adds items, bags and delivery, takes the discounts off, never below 0', () => {
    expect(cartTotalCents({ subTotalCents: 1090, packageTotalCents: 10, deliveryFeeCents: 490, giftTotalCents: 500 })).toBe(1090);
    expect(cartTotalCents({ subTotalCents: 100, packageTotalCents: 0, deliveryFeeCents: 0, giftTotalCents: 500 })).toBe(0);
  });
});
