import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenants } from '../tenants/tenant-registry';
import {
  type BrandDeliveryTerms,
  deliveryProgressOf,
  deliveryTermsOf,
  isEstimatedTotal,
  meetsMinimumOrder,
  minimumOrderMessage,
} from './delivery-terms';

const brand: BrandDeliveryTerms = {
  home: { feeCents: 490, freeThresholdCents: 8000, minimumOrderCents: 3000 },
  store: { feeCents: 0, freeThresholdCents: null, minimumOrderCents: 0 },
  locker: { feeCents: 190, freeThresholdCents: 4000, minimumOrderCents: 2000 },
};

describe('delivery terms per brand and service', () => {
  it('reads the terms of the cart’s service; a cart without an address is a shop pickup', () => {
    expect(deliveryTermsOf(brand, 'locker')).toEqual(brand.locker);
    expect(deliveryTermsOf(brand, null)).toEqual(brand.store);
  });

  it('lets a warehouse keep its own fee and threshold, never the brand’s minimum', () => {
    expect(deliveryTermsOf(brand, 'home', { feeCents: 290, freeThresholdCents: 5000 })).toEqual({
      feeCents: 290,
      freeThresholdCents: 5000,
      minimumOrderCents: 3000,
    });
  });

  it('charges the fee below the threshold and nothing from it; says what is missing for free delivery and the minimum', () => {
    expect(deliveryProgressOf(brand.home, 'home', 1250)).toEqual({
      serviceKind: 'home',
      baseFeeCents: 490,
      feeCents: 490,
      freeThresholdCents: 8000,
      amountToFreeDeliveryCents: 6750,
      minimumOrderCents: 3000,
      amountToMinimumCents: 1750,
    });
    expect(deliveryProgressOf(brand.home, 'home', 8000)).toMatchObject({
      feeCents: 0,
      amountToFreeDeliveryCents: 0,
      amountToMinimumCents: 0,
    });
    expect(deliveryProgressOf(brand.store, 'store', 0)).toMatchObject({
      feeCents: 0,
      amountToFreeDeliveryCents: 0,
      amountToMinimumCents: 0,
    });
  });

  it('property: the fee is 0 exactly when nothing is missing, and the minimum is met exactly when nothing is missing for it', () => {
    const terms = fc.record({
      feeCents: fc.integer({ min: 1, max: 2000 }),
      freeThresholdCents: fc.integer({ min: 0, max: 20000 }),
      minimumOrderCents: fc.integer({ min: 0, max: 20000 }),
    });
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: 50000 }), (rule, subtotal) => {
        const progress = deliveryProgressOf(rule, 'home', subtotal);
        expect(progress.feeCents === 0).toBe(progress.amountToFreeDeliveryCents === 0);
        expect(subtotal + (progress.amountToFreeDeliveryCents ?? 0)).toBeGreaterThanOrEqual(rule.freeThresholdCents);
        expect(meetsMinimumOrder(rule, subtotal)).toBe(progress.amountToMinimumCents === 0);
        expect(meetsMinimumOrder(rule, subtotal + progress.amountToMinimumCents)).toBe(true);
      }),
    );
  });

  it('refuses in Italian naming the service, the minimum and what is missing', () => {
    const progress = deliveryProgressOf(brand.home, 'home', 1250);
    expect(minimumOrderMessage(progress)).toBe(
      "L'ordine minimo per la consegna a domicilio è di 30,00\u00a0€: aggiungi prodotti per altri 17,50\u00a0€ per confermare la spesa.",
    );
  });

  it('gives every shipped brand terms for the three services, free shop pickup with no minimum', () => {
    for (const tenant of Object.values(tenants)) {
      expect(Object.keys(tenant.deliveryTerms).sort()).toEqual(['home', 'locker', 'store']);
      expect(tenant.deliveryTerms.store).toEqual({ feeCents: 0, freeThresholdCents: null, minimumOrderCents: 0 });
      expect(tenant.deliveryTerms.home.minimumOrderCents).toBeGreaterThan(0);
    }
  });

  it('calls a total with loose products an estimate until the store sets the final amount', () => {
    expect(isEstimatedTotal({ variableWeightCents: 0 })).toBe(false);
    expect(isEstimatedTotal({ variableWeightCents: 350 })).toBe(true);
    expect(isEstimatedTotal({ variableWeightCents: 350, finalTotalCents: 4210 })).toBe(false);
  });
});
