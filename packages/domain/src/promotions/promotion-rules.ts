import { type Cents, lineTotalCents, percentOfCents } from '../money/money';
import type { Promotion, PromotionRule } from './promotion-schema';

/** A cart or order line as the promotion rules read it. */
export type PromotionLine = {
  /** The price before any promotion: per piece or pack, per kg (or l) for products sold by weight. */
  standardUnitCents: Cents;
  /** Pieces, or the weight billed for products sold by weight. */
  quantity: number;
  soldByWeight: boolean;
};

/** Who buys, where and when: what decides whether a promotion runs for a line. */
export type PromotionShopper = {
  /** Today in the shop's time zone, 'YYYY-MM-DD'. */
  today: string;
  /** The brand (tenant id) the cart is in. */
  brand: string;
  /** The cart's warehouse; null before the shopper chose a delivery. */
  warehouseId: number | null;
  /** True when the shopper's profile holds a valid loyalty card. */
  cardHolder: boolean;
};

/** Why a product's promotion does not apply to a line. */
export type PromotionRefusal = 'notStarted' | 'expired' | 'otherBrand' | 'otherWarehouse' | 'cardHoldersOnly' | 'notByWeight';

/** The line's amounts: before the promotion, its discount and what it costs, with the promotion that applied. */
export type PricedLine = {
  listTotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  promotion: Promotion | null;
  refusal: PromotionRefusal | null;
};

/** Price cuts change the unit price; the other kinds give pieces away and need whole pieces. */
export const isPriceCut = (rule: PromotionRule): boolean =>
  rule.kind === 'percent' || rule.kind === 'fixedPrice' || rule.kind === 'cardPrice';

/** Loose products by weight combine with percent promotions only (a percent for everyone or for card holders). */
export const combinesWithWeight = (rule: PromotionRule): boolean => rule.kind === 'percent' || rule.kind === 'cardPrice';

/**
 * Whether a product's tile and page show its promotion today: running on this day and, for a product
 * sold by weight, a percent one (the cart then decides brand, warehouse and card).
 */
export function promotionOnShelf(promotion: Promotion, soldByWeight: boolean, today: string): boolean {
  if (today < promotion.validFrom || today > promotion.validTo) return false;
  return !soldByWeight || combinesWithWeight(promotion.rule);
}

/** Why `promotion` does not run for this shopper and line, or null when it does. */
export function promotionRefusal(
  promotion: Promotion,
  line: Pick<PromotionLine, 'soldByWeight'>,
  shopper: PromotionShopper,
): PromotionRefusal | null {
  if (promotion.brands.length > 0 && !promotion.brands.includes(shopper.brand)) return 'otherBrand';
  if (shopper.today < promotion.validFrom) return 'notStarted';
  if (shopper.today > promotion.validTo) return 'expired';
  if (
    promotion.warehouseIds.length > 0 &&
    (shopper.warehouseId === null || !promotion.warehouseIds.includes(shopper.warehouseId))
  )
    return 'otherWarehouse';
  if (line.soldByWeight && !combinesWithWeight(promotion.rule)) return 'notByWeight';
  if (promotion.rule.kind === 'cardPrice' && !shopper.cardHolder) return 'cardHoldersOnly';
  return null;
}

/** The unit price a price cut sets (the tile's price, the card price); null for quantity mechanics. Never above the standard price. */
export function promotedUnitCents(rule: PromotionRule, standardUnitCents: Cents): Cents | null {
  switch (rule.kind) {
    case 'percent':
    case 'cardPrice':
      return standardUnitCents - percentOfCents(standardUnitCents, rule.percentOff);
    case 'fixedPrice':
      return Math.min(rule.priceCents, standardUnitCents);
    default:
      return null;
  }
}

/** Pieces a quantity mechanic makes cheaper: the free pieces of a multi-buy, the n-th pieces. */
export function promotedPieces(rule: PromotionRule, quantity: number): number {
  const pieces = Math.floor(quantity);
  if (rule.kind === 'multiBuy') return Math.floor(pieces / rule.take) * (rule.take - rule.pay);
  if (rule.kind === 'nthPiece') return Math.floor(pieces / rule.nth);
  return 0;
}

/**
 * The discount of a rule on a line, in cents, whoever buys: a price cut charges the promoted unit
 * price × quantity (so the tile's price × quantity is what the line costs); a multi-buy gives its
 * free pieces; the n-th piece takes X % off each n-th piece. Rounded once, in the money module.
 */
export function ruleDiscountCents(rule: PromotionRule, line: PromotionLine): Cents {
  const listTotal = lineTotalCents(line.standardUnitCents, line.quantity);
  const promotedUnit = promotedUnitCents(rule, line.standardUnitCents);
  if (promotedUnit !== null) return listTotal - lineTotalCents(promotedUnit, line.quantity);
  if (line.soldByWeight) return 0;
  const pieces = promotedPieces(rule, line.quantity);
  if (rule.kind === 'multiBuy') return lineTotalCents(line.standardUnitCents, pieces);
  if (rule.kind === 'nthPiece') return percentOfCents(lineTotalCents(line.standardUnitCents, pieces), rule.percentOff);
  return 0;
}

/**
 * A line's amounts with its product's promotion: the one function the cart, checkout, the order,
 * its e-mail, the back office, weighing and substitutions use. Without a promotion, or when it
 * does not run for this shopper (`promotionRefusal`), the line costs its standard price × quantity.
 */
export function priceLine(line: PromotionLine, promotion: Promotion | null, shopper: PromotionShopper): PricedLine {
  const listTotalCents = lineTotalCents(line.standardUnitCents, line.quantity);
  const refusal = promotion ? promotionRefusal(promotion, line, shopper) : null;
  const discountCents = promotion && refusal === null ? ruleDiscountCents(promotion.rule, line) : 0;
  return {
    listTotalCents,
    discountCents,
    totalCents: listTotalCents - discountCents,
    promotion: discountCents > 0 ? promotion : null,
    refusal,
  };
}

/**
 * What a line bought with a promotion costs for another quantity (the real weight at delivery): the
 * same rule, by `ruleDiscountCents`, on the price before it. The promotion ran when the order was
 * bought, so its days, warehouses and card are not asked again.
 */
export function promotedLineCents(
  bought: { promotion: Promotion; standardUnitCents: Cents },
  quantity: number,
  soldByWeight: boolean,
): Cents {
  const line = { standardUnitCents: bought.standardUnitCents, quantity, soldByWeight };
  return lineTotalCents(line.standardUnitCents, quantity) - ruleDiscountCents(bought.promotion.rule, line);
}

/** How many more pieces a quantity mechanic needs for its next discount (3x2 with 2 pieces: 1); null for price cuts. */
export function piecesToNextDiscount(rule: PromotionRule, quantity: number): number | null {
  const group = rule.kind === 'multiBuy' ? rule.take : rule.kind === 'nthPiece' ? rule.nth : null;
  if (group === null) return null;
  const remainder = Math.floor(quantity) % group;
  return remainder === 0 ? group : group - remainder;
}
