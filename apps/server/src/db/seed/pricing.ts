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

/** The promoted price: the standard price less the discount, always at least one cent below it. */
export function discountedPrice(standardCents: number, percentOff: number): number {
  const discounted = Math.round((standardCents * (100 - percentOff)) / 100);
  return Math.max(1, Math.min(discounted, standardCents - 1));
}

/** Price per kg, per litre or per piece in cents, for comparing packs of different sizes. */
export function unitPrice(priceCents: number, size: PackageSize): { cents: number; unit: Measure } {
  return { cents: Math.round(priceCents / size.quantity), unit: size.measure };
}
