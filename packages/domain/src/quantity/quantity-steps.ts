import { scaledToNumber, toScaledInteger } from '../decimal/scaled-decimal';
import { gridPointAtOrAbove, gridPointAtOrBelow } from './quantity-grid';
import type { QuantityProduct } from './quantity-product';
import { quantityRulesInThousandths } from './quantity-rules';

function currentThousandths(current: number): number {
  const thousandths = toScaledInteger(current, 3);
  return thousandths !== null && thousandths > 0 ? thousandths : 0;
}

/**
 * The quantity after pressing plus.
 * - From 0 (or anything below the minimum): the first add (WEIGHT_SELLING, or max(minAcq, QTY_MULT)).
 * - Otherwise the grid point at or below the current quantity plus one step (QTY_MULT or
 *   STEP_SELLING), so an off-grid quantity comes back onto the grid.
 * - Never above the maximum: at the maximum plus changes nothing; a quantity above it (the limits
 *   changed since it was set) comes down to the maximum. A product that cannot be bought stays at 0.
 */
export function increment(product: QuantityProduct, current: number): number {
  const rules = quantityRulesInThousandths(product);
  const quantity = currentThousandths(current);
  if (rules.maximum === 0) return 0;
  if (quantity < rules.minimum) return scaledToNumber(rules.firstAdd, 3);
  const base = gridPointAtOrBelow(quantity, rules.grid) ?? rules.minimum;
  return scaledToNumber(Math.min(base + rules.step, rules.maximum), 3);
}

/**
 * The quantity after pressing minus: 0 means "remove the line", which the web app confirms first.
 * - The grid point at or above the current quantity minus one step, so an off-grid quantity
 *   goes down to the grid point below it.
 * - Below the minimum (minAcq for pieces, WEIGHT_SELLING for loose products) it goes to 0.
 * - Never above the maximum; from 0 it stays 0.
 */
export function decrement(product: QuantityProduct, current: number): number {
  const rules = quantityRulesInThousandths(product);
  const quantity = currentThousandths(current);
  if (quantity === 0) return 0;
  const lower = gridPointAtOrAbove(quantity, rules.grid) - rules.step;
  if (lower < rules.minimum) return 0;
  return scaledToNumber(Math.min(lower, rules.maximum), 3);
}
