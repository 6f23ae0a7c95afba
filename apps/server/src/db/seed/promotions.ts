import type { Promotion, PromotionRule } from '@spesa/domain';
import type { flyers } from '../schema/catalogue';

/** The demo flyer (volantino) of each brand; its pages come with the content issue. */
export const flyerRows: (typeof flyers.$inferInsert)[] = [
  {
    flyerId: 1,
    brand: 'buonmercato',
    slug: 'grandi-offerte',
    title: 'Grandi offerte',
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
  },
  {
    flyerId: 2,
    brand: 'spesachiara',
    slug: 'offerte-chiare',
    title: 'Offerte chiare',
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
  },
];

// Demo promotions run for years, so the seed (deterministic: no "today") and the tests stay valid.
const always = { validFrom: '2026-01-01', validTo: '2030-12-31', brands: [], warehouseIds: [], flyerId: null, label: null };
const inFlyer = { ...always, brands: ['buonmercato'], flyerId: 1 };
const promotion = (promoId: number, rule: PromotionRule, fields: Partial<Promotion> = {}): Promotion => ({
  promoId,
  rule,
  ...always,
  ...fields,
});

/**
 * The promotions of the demo shop (README, Demo). 1–14 go to generated products; 15–17 only to the
 * fixtures that test where a promotion does not run (another warehouse, expired) and a fixed price.
 */
export const demoPromotions = {
  percent10: promotion(1, { kind: 'percent', percentOff: 10 }),
  percent20: promotion(2, { kind: 'percent', percentOff: 20 }),
  percent25: promotion(3, { kind: 'percent', percentOff: 25 }),
  percent30: promotion(4, { kind: 'percent', percentOff: 30 }),
  percent40: promotion(5, { kind: 'percent', percentOff: 40 }),
  halfPrice: promotion(6, { kind: 'percent', percentOff: 50 }, { label: 'Metà prezzo' }),
  threeForTwo: promotion(7, { kind: 'multiBuy', take: 3, pay: 2 }, inFlyer),
  twoForOne: promotion(8, { kind: 'multiBuy', take: 2, pay: 1 }, inFlyer),
  secondHalfPrice: promotion(9, { kind: 'nthPiece', nth: 2, percentOff: 50 }, inFlyer),
  card15: promotion(10, { kind: 'cardPrice', percentOff: 15 }),
  card25: promotion(11, { kind: 'cardPrice', percentOff: 25 }, { brands: ['buonmercato'] }),
  priceLock: promotion(12, { kind: 'percent', percentOff: 12 }, { label: 'Prezzo bloccato' }),
  underCost: promotion(13, { kind: 'percent', percentOff: 35 }, { label: 'Sottocosto' }),
  percent15: promotion(14, { kind: 'percent', percentOff: 15 }),
  threeForTwoBergamo: promotion(15, { kind: 'multiBuy', take: 3, pay: 2 }, { warehouseIds: [89], label: '3x2 Bergamo' }),
  expiredThreeForTwo: promotion(16, { kind: 'multiBuy', take: 3, pay: 2 }, { validFrom: '2025-11-01', validTo: '2025-12-31' }),
  fixedDishSoap: promotion(17, { kind: 'fixedPrice', priceCents: 149 }),
} as const satisfies Record<string, Promotion>;

/** What generated products draw from (one in eight is on promotion). */
export const generatedPromotions: readonly Promotion[] = Object.values(demoPromotions).filter((entry) => entry.promoId <= 14);

/** Rows for the promotions table. */
export function promotionRows() {
  return Object.values(demoPromotions).map((entry) => ({ ...entry, kind: entry.rule.kind }));
}
