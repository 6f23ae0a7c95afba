import { scaledToNumber, toScaledInteger } from '../decimal/scaled-decimal';
import { formatCartQuantity } from '../quantity/format-quantity';
import { normalizeQuantity } from '../quantity/normalize-quantity';
import { gridPointAtOrBelow } from '../quantity/quantity-grid';
import type { QuantityErrorCode } from '../quantity/quantity-messages';
import type { QuantityProduct } from '../quantity/quantity-product';
import { quantityRulesInThousandths } from '../quantity/quantity-rules';

/**
 * What a cart call asks for one line: `add` adds to the line (no quantity: what plus does, the first
 * add on a new line), `set` replaces the line's quantity (0 removes it).
 */
export type CartQuantityRequest = { mode: 'add'; quantity?: number } | { mode: 'set'; quantity: number };

/**
 * The line's new quantity (0: remove the line), `capped` when it was brought down to the maximum;
 * or why the request is refused.
 */
export type CartQuantityOutcome =
  | { ok: true; quantity: number; capped: boolean }
  | { ok: false; code: QuantityErrorCode; message: string; limit: number | null };

/**
 * Applies the quantity rules of section 5 to a cart add or update, on top of `normalizeQuantity`:
 * - add without a quantity is plus: the first add on a new line, else one step more;
 * - the first add of a product sold by weight is at least WEIGHT_SELLING;
 * - set below WEIGHT_SELLING on a product sold by weight goes to 0 (the line is removed), while
 *   pieces below minAcq are refused with errors.minAcq;
 * - above the maximum (MAXACQ, maxAcq or available ÷ MULTI_PACK) the quantity is capped at it and
 *   `capped` says so; an add on a line already at the maximum changes nothing and is capped too;
 * - a product that cannot be bought is refused with errors.notAvailable (removing it is allowed).
 */
export function cartQuantityChange(product: QuantityProduct, current: number, request: CartQuantityRequest): CartQuantityOutcome {
  const rules = quantityRulesInThousandths(product);
  const currentThousandths = current > 0 ? (toScaledInteger(current, 3) ?? 0) : 0;
  const requested = request.quantity === undefined ? undefined : toScaledInteger(request.quantity, 3);
  if (requested === null || (requested !== undefined && requested < 0)) return refusal(product, Number.NaN);
  if (request.mode === 'set' && requested === 0) return { ok: true, quantity: 0, capped: false };
  if (rules.maximum === 0) return refusal(product, 1);
  let target: number;
  if (requested === undefined) {
    const onGrid = gridPointAtOrBelow(currentThousandths, rules.grid);
    target = currentThousandths === 0 || onGrid === null ? rules.firstAdd : onGrid + rules.step;
  } else if (request.mode === 'add') {
    target = currentThousandths + requested;
    if (currentThousandths === 0 && rules.soldByWeight && requested > 0) target = Math.max(target, rules.firstAdd);
  } else {
    target = requested;
    if (rules.soldByWeight && target < rules.minimum) return { ok: true, quantity: 0, capped: false };
  }
  if (target === 0) return { ok: true, quantity: 0, capped: false };
  const maximum = { ok: true, quantity: scaledToNumber(rules.maximum, 3), capped: true } as const;
  if (target > rules.maximum) return maximum;
  const normalized = normalizeQuantity(product, scaledToNumber(target, 3));
  if (normalized.ok) return { ok: true, quantity: normalized.quantity, capped: false };
  // Rounding onto the grid (half-up) may land just above the maximum: the maximum is the answer then.
  return normalized.code === 'errors.maxAcq' ? maximum : normalized;
}

/** normalizeQuantity's refusal for a value it refuses (NaN: invalid quantity; anything on an unbuyable product: not available). */
function refusal(product: QuantityProduct, value: number): CartQuantityOutcome {
  const refused = normalizeQuantity(product, value);
  if (refused.ok) throw new Error('expected a refusal');
  return refused;
}

/** The maximum of a product as the capped notice writes it: '10 pz', '2 kg'. */
export function formatMaximum(product: QuantityProduct): string {
  return formatCartQuantity(product, scaledToNumber(quantityRulesInThousandths(product).maximum, 3));
}
