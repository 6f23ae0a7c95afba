import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotalCents } from '../money/money';
import { priceLine, promotionRefusal, ruleDiscountCents } from './promotion-rules';
import type { Promotion, PromotionRule } from './promotion-schema';
import { promotionChangeNotice, promotionExample } from './promotion-texts';

const rule: fc.Arbitrary<PromotionRule> = fc.oneof(
  fc.integer({ min: 1, max: 90 }).map((percentOff) => ({ kind: 'percent' as const, percentOff })),
  fc.integer({ min: 1, max: 5000 }).map((priceCents) => ({ kind: 'fixedPrice' as const, priceCents })),
  fc.integer({ min: 2, max: 10 }).map((take) => ({ kind: 'multiBuy' as const, take, pay: take - 1 })),
  fc
    .record({ nth: fc.integer({ min: 2, max: 10 }), percentOff: fc.integer({ min: 1, max: 100 }) })
    .map((fields) => ({ kind: 'nthPiece' as const, ...fields })),
  fc.integer({ min: 1, max: 90 }).map((percentOff) => ({ kind: 'cardPrice' as const, percentOff })),
);

const promotionOf = (promotionRule: PromotionRule, overrides: Partial<Promotion> = {}): Promotion => ({
  promoId: 1,
  rule: promotionRule,
  validFrom: '2026-11-01',
  validTo: '2026-11-30',
  brands: ['buonmercato'],
  warehouseIds: [],
  flyerId: null,
  label: null,
  ...overrides,
});
const cardHolder = { today: '2026-11-27', brand: 'buonmercato', warehouseId: 1, cardHolder: true };
const pieces = (standardUnitCents: number, quantity: number) => ({ standardUnitCents, quantity, soldByWeight: false });
const unitCents = fc.integer({ min: 1, max: 100_000 });
const pieceCount = fc.integer({ min: 0, max: 200 });
const grams = fc.integer({ min: 1, max: 20_000 });

describe('promotion rules', () => {
  it('never give a negative discount, nor one above the line before the promotion', () => {
    fc.assert(
      fc.property(rule, unitCents, pieceCount, (promotionRule, unit, quantity) => {
        const discount = ruleDiscountCents(promotionRule, pieces(unit, quantity));
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(lineTotalCents(unit, quantity));
      }),
    );
  });

  it('3x2 on 3k pieces gives exactly k pieces free, and 3k + 1 or 3k + 2 pieces no more', () => {
    fc.assert(
      fc.property(unitCents, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 2 }), (unit, groups, extra) => {
        const discount = ruleDiscountCents({ kind: 'multiBuy', take: 3, pay: 2 }, pieces(unit, 3 * groups + extra));
        expect(discount).toBe(unit * groups);
      }),
    );
  });

  it('adding a piece never makes a line cost less', () => {
    fc.assert(
      fc.property(rule, unitCents, pieceCount, (promotionRule, unit, quantity) => {
        const promotion = promotionOf(promotionRule);
        const before = priceLine(pieces(unit, quantity), promotion, cardHolder).totalCents;
        const after = priceLine(pieces(unit, quantity + 1), promotion, cardHolder).totalCents;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('a heavier loose line never costs less, and only percent promotions discount it', () => {
    fc.assert(
      fc.property(rule, unitCents, grams, (promotionRule, unit, weightGrams) => {
        const promotion = promotionOf(promotionRule);
        const line = (g: number) => ({ standardUnitCents: unit, quantity: g / 1000, soldByWeight: true });
        const priced = priceLine(line(weightGrams), promotion, cardHolder);
        expect(priceLine(line(weightGrams + 1), promotion, cardHolder).totalCents).toBeGreaterThanOrEqual(priced.totalCents);
        const percent = promotionRule.kind === 'percent' || promotionRule.kind === 'cardPrice';
        if (!percent) {
          expect(priced.refusal).toBe('notByWeight');
          expect(priced.discountCents).toBe(0);
        }
      }),
    );
  });

  it('charge a percent cut as the promoted unit price × quantity (the tile price times the pieces)', () => {
    // 349 − 30 % = 244.3 → 244 per piece; 3 pieces 732, not 1047 − 314.
    expect(priceLine(pieces(349, 3), promotionOf({ kind: 'percent', percentOff: 30 }), cardHolder)).toMatchObject({
      listTotalCents: 1047,
      totalCents: 732,
      discountCents: 315,
    });
  });

  it('explain a quantity mechanic in money, with the same rule', () => {
    expect(promotionExample({ kind: 'multiBuy', take: 3, pay: 2 }, 119)).toBe('3 pezzi a 2,38\u00a0€ invece di 3,57\u00a0€');
    expect(promotionExample({ kind: 'nthPiece', nth: 2, percentOff: 50 }, 119)).toBe(
      '2 pezzi a 1,78\u00a0€ invece di 2,38\u00a0€',
    );
    expect(promotionExample({ kind: 'percent', percentOff: 20 }, 119)).toBeNull();
  });

  it('the second at half price halves every second piece', () => {
    expect(ruleDiscountCents({ kind: 'nthPiece', nth: 2, percentOff: 50 }, pieces(119, 5))).toBe(119);
    expect(ruleDiscountCents({ kind: 'nthPiece', nth: 2, percentOff: 50 }, pieces(119, 1))).toBe(0);
  });

  it('run only on their days, in their brand and warehouses, and a card price only for card holders', () => {
    const card = promotionOf({ kind: 'cardPrice', percentOff: 15 }, { warehouseIds: [1, 2] });
    const line = { soldByWeight: false };
    expect(promotionRefusal(card, line, cardHolder)).toBeNull();
    expect(promotionRefusal(card, line, { ...cardHolder, cardHolder: false })).toBe('cardHoldersOnly');
    expect(promotionRefusal(card, line, { ...cardHolder, today: '2026-12-01' })).toBe('expired');
    expect(promotionRefusal(card, line, { ...cardHolder, today: '2026-10-31' })).toBe('notStarted');
    expect(promotionRefusal(card, line, { ...cardHolder, today: '2026-11-30' })).toBeNull();
    expect(promotionRefusal(card, line, { ...cardHolder, warehouseId: 89 })).toBe('otherWarehouse');
    expect(promotionRefusal(card, line, { ...cardHolder, warehouseId: null })).toBe('otherWarehouse');
    expect(promotionRefusal(card, line, { ...cardHolder, brand: 'spesachiara' })).toBe('otherBrand');
    expect(priceLine(pieces(1000, 2), card, { ...cardHolder, cardHolder: false })).toMatchObject({
      totalCents: 2000,
      promotion: null,
    });
    expect(priceLine(pieces(1000, 2), card, cardHolder)).toMatchObject({ totalCents: 1700, discountCents: 300 });
  });
});

describe('promotion notices on a change of quantity', () => {
  const threeForTwo = promotionOf({ kind: 'multiBuy', take: 3, pay: 2 });
  const at = (quantity: number) => ({ quantity, priced: priceLine(pieces(119, quantity), threeForTwo, cardHolder) });

  it('say how many pieces are missing, when the 3x2 is gained and when it is lost', () => {
    expect(promotionChangeNotice(threeForTwo, at(1), at(2))?.message.description).toBe('Aggiungi 1 pezzo per avere il 3x2.');
    expect(promotionChangeNotice(threeForTwo, at(0), at(1))?.message.description).toBe('Aggiungi 2 pezzi per avere il 3x2.');
    expect(promotionChangeNotice(threeForTwo, at(2), at(3))).toEqual({
      level: 'info',
      message: { code: 'msg.cart.promotionGained', description: '3x2 applicato: −1,19\u00a0€.' },
    });
    expect(promotionChangeNotice(threeForTwo, at(3), at(2))).toEqual({
      level: 'warning',
      message: { code: 'msg.cart.promotionLost', description: 'Hai perso lo sconto 3x2.' },
    });
    expect(promotionChangeNotice(threeForTwo, at(3), at(4))).toBeNull();
    expect(promotionChangeNotice(threeForTwo, at(4), at(5))?.message.description).toBe(
      'Aggiungi 1 pezzo per avere un altro 3x2.',
    );
  });

  it('say nothing for a price cut or a promotion that does not run', () => {
    const percent = promotionOf({ kind: 'percent', percentOff: 20 });
    const line = (quantity: number) => ({ quantity, priced: priceLine(pieces(100, quantity), percent, cardHolder) });
    expect(promotionChangeNotice(percent, line(1), line(2))).toBeNull();
    const expired = promotionOf(threeForTwo.rule, { validTo: '2026-01-31' });
    const old = (quantity: number) => ({ quantity, priced: priceLine(pieces(119, quantity), expired, cardHolder) });
    expect(promotionChangeNotice(expired, old(2), old(3))).toBeNull();
  });
});
