import { z } from 'zod';

/**
 * What a promotion does to a line. Price cuts change the unit price (percent, fixed price, card
 * price); quantity mechanics give pieces away (multi-buy N×M, the n-th piece at −X %).
 */
export const promotionRuleSchema = z.discriminatedUnion('kind', [
  /** Every piece (or kg) X % cheaper. */
  z.object({ kind: z.literal('percent'), percentOff: z.number().int().min(1).max(90) }),
  /** Every piece at a set price (no effect when the standard price is already lower). */
  z.object({ kind: z.literal('fixedPrice'), priceCents: z.number().int().min(1) }),
  /**
   * Take N, pay M: of every N pieces, N − M are free. One free piece per group (M = N − 1) keeps
   * "one more piece never costs less" true: the shop's multi-buys are 2x1, 3x2, 4x3.
   */
  z
    .object({ kind: z.literal('multiBuy'), take: z.number().int().min(2).max(10), pay: z.number().int().min(1).max(9) })
    .refine((rule) => rule.pay === rule.take - 1, { message: 'Un multi-acquisto regala un pezzo ogni gruppo', path: ['pay'] }),
  /** Every n-th piece X % cheaper (2° a −50 %; 100 % gives it away). */
  z.object({ kind: z.literal('nthPiece'), nth: z.number().int().min(2).max(10), percentOff: z.number().int().min(1).max(100) }),
  /** X % cheaper only for shoppers with a valid loyalty card in their profile. */
  z.object({ kind: z.literal('cardPrice'), percentOff: z.number().int().min(1).max(90) }),
]);
export type PromotionRule = z.infer<typeof promotionRuleSchema>;
export type PromotionKind = PromotionRule['kind'];

/** A promotion as data: its rule, when it runs (first and last day, shop time), in which brand and warehouses. */
export const promotionSchema = z.object({
  promoId: z.number().int(),
  rule: promotionRuleSchema,
  /** First and last day it runs, 'YYYY-MM-DD' in the shop's time zone, both included. */
  validFrom: z.string(),
  validTo: z.string(),
  /** The brands (tenant ids) it runs in; empty: every brand. */
  brands: z.array(z.string()),
  /** The warehouses (home delivery and their stores' carts) it runs in; empty: all of the brand's. */
  warehouseIds: z.array(z.number().int()),
  /** The flyer (volantino) it belongs to, when it runs in one. */
  flyerId: z.number().int().nullable(),
  /** A marketing name shown instead of the mechanic's own header ('Sottocosto'); null for none. */
  label: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The promotion a cart line got, as the line shows it ("3x2 applicato: −1,19 €"). */
export const appliedPromotionSchema = z.object({
  promoId: z.number().int(),
  kind: z.enum(['percent', 'fixedPrice', 'multiBuy', 'nthPiece', 'cardPrice']),
  /** The mechanic's short name: '3x2', '-20%', 'Carta -15%'. */
  header: z.string(),
  /** '3x2 applicato'. */
  label: z.string(),
  /** What the line saves, in cents (positive): price before the promotion × quantity − the line's total. */
  discountCents: z.number().int(),
  discount: z.number(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/**
 * What an order line keeps of its promotion: the promotion as bought, the price before it and the
 * saving as ordered; weighing recomputes the line with them (`promotedLineCents`).
 */
export type OrderLinePromotion = { promotion: Promotion; standardUnitCents: number; discountCents: number };
