import { isPriceCut, type Promotion, promotedUnitCents } from '@spesa/domain';
import type { Measure } from './catalogue-types';
import type { PackageSize } from './text';

/**
 * A shelf price as shops print them: ending in 9 (0,79 · 2,49 · 12,99). Below one euro the cents
 * end in 9; up to ten euro the tenth does; above, the half euro does.
 */
export function shelfPrice(cents: number): number {
  const step = cents < 1000 ? 10 : 50;
  const rounded = Math.max(step, Math.round(cents / step) * step);
  return rounded - 1;
}

/**
 * The product's own price and the struck-through one: a price cut for everyone (percent, fixed
 * price) lowers the price, by the domain's rule; any other promotion leaves the standard price
 * (multi-buys and the n-th piece are computed by the cart, a card price is shown as such on the tile).
 */
export function shelfPrices(
  standardCents: number,
  promotion: Promotion | null,
): { priceCents: number; priceStandardCents: number | null } {
  if (!promotion || !isPriceCut(promotion.rule) || promotion.rule.kind === 'cardPrice')
    return { priceCents: standardCents, priceStandardCents: null };
  const promoted = promotedUnitCents(promotion.rule, standardCents) ?? standardCents;
  return promoted < standardCents
    ? { priceCents: promoted, priceStandardCents: standardCents }
    : { priceCents: standardCents, priceStandardCents: null };
}

/** Price per kg, per litre or per piece in cents, for comparing packs of different sizes. */
export function unitPrice(priceCents: number, size: PackageSize): { cents: number; unit: Measure } {
  return { cents: Math.round(priceCents / size.quantity), unit: size.measure };
}
