import { scaledToNumber, toScaledInteger } from '../decimal/scaled-decimal';
import { nearestGridPoint } from './quantity-grid';
import { minimumPiecesMessage, minimumWeightMessage, type QuantityErrorCode, quantityMessages } from './quantity-messages';
import type { QuantityProduct } from './quantity-product';
import { type QuantityRulesInThousandths, quantityRulesInThousandths } from './quantity-rules';

/** A quantity the server may store, or why it refuses it (with the limit the shopper broke, when there is one). */
export type QuantityResult =
  | { ok: true; quantity: number }
  | { ok: false; code: QuantityErrorCode; message: string; limit: number | null };

const refuse = (code: QuantityErrorCode, message: string, limit: number | null): QuantityResult => ({
  ok: false,
  code,
  message,
  limit,
});

/** Locked pieces round to the nearest multiple of QTY_MULT, but never down to none: at least one multiple. */
function nearestNonZeroGridPoint(thousandths: number, rules: QuantityRulesInThousandths): number {
  const nearest = nearestGridPoint(thousandths, rules.grid);
  return nearest === 0 ? rules.grid.spacing : nearest;
}

/**
 * Accepts, rounds or refuses a requested quantity, in this order:
 * 1. not a finite number ≥ 0 → errors.invalidQuantity; exactly 0 → accepted (the line is removed);
 * 2. the product cannot be bought (nothing available, or its maximum is below its minimum) →
 *    errors.notAvailable, limit 0;
 * 3. rounded to 3 decimals (half-up); pieces must then be whole → otherwise errors.invalidQuantity;
 * 4. moved to the nearest grid point (half-up): a multiple of QTY_MULT when QTY_LOCKED, at least
 *    one multiple; WEIGHT_SELLING + k × STEP_SELLING for loose products from WEIGHT_SELLING up;
 * 5. below the minimum → errors.minAcq, limit the minimum (a positive request that rounds to 0 too);
 * 6. above the maximum → errors.maxAcq, limit the maximum. The quantity is refused, not cut down,
 *    so the shopper sees why; the web app may offer the limit.
 */
export function normalizeQuantity(product: QuantityProduct, requested: number): QuantityResult {
  if (!Number.isFinite(requested) || requested < 0)
    return refuse('errors.invalidQuantity', quantityMessages.invalidQuantity, null);
  if (requested === 0) return { ok: true, quantity: 0 };
  const rules = quantityRulesInThousandths(product);
  if (rules.maximum === 0) return refuse('errors.notAvailable', quantityMessages.notAvailable, 0);
  const rounded = toScaledInteger(requested, 3);
  if (rounded === null || (!rules.soldByWeight && rounded % 1000 !== 0)) {
    return refuse('errors.invalidQuantity', quantityMessages.invalidQuantity, null);
  }
  const quantity = rounded === 0 || rounded < rules.grid.origin ? rounded : nearestNonZeroGridPoint(rounded, rules);
  if (quantity < rules.minimum) {
    const limit = scaledToNumber(rules.minimum, 3);
    const message = rules.unit === 'pz' ? minimumPiecesMessage(limit) : minimumWeightMessage(rules.minimum, rules.unit);
    return refuse('errors.minAcq', message, limit);
  }
  if (quantity > rules.maximum) return refuse('errors.maxAcq', quantityMessages.maxAcq, scaledToNumber(rules.maximum, 3));
  return { ok: true, quantity: scaledToNumber(quantity, 3) };
}
