import { divideRoundHalfUp } from '../decimal/scaled-decimal';

/**
 * The non-zero quantities a cart line may hold, in thousandths: origin, origin + spacing,
 * origin + 2 × spacing… (pieces: every whole piece or every multiple of QTY_MULT; loose products:
 * WEIGHT_SELLING plus steps of STEP_SELLING).
 */
export type QuantityGrid = { origin: number; spacing: number };

/** The largest grid point not above the value, or null when the value is below the origin. */
export function gridPointAtOrBelow(value: number, grid: QuantityGrid): number | null {
  if (value < grid.origin) return null;
  return value - ((value - grid.origin) % grid.spacing);
}

/** The smallest grid point not below the value (the origin for anything below it). */
export function gridPointAtOrAbove(value: number, grid: QuantityGrid): number {
  if (value <= grid.origin) return grid.origin;
  const below = value - ((value - grid.origin) % grid.spacing);
  return below === value ? value : below + grid.spacing;
}

/** The nearest grid point, ties going up (half-up), never below the origin. */
export function nearestGridPoint(value: number, grid: QuantityGrid): number {
  if (value <= grid.origin) return grid.origin;
  return grid.origin + divideRoundHalfUp(value - grid.origin, grid.spacing) * grid.spacing;
}

/** True when the value is one of the grid's points. */
export function isOnGrid(value: number, grid: QuantityGrid): boolean {
  return value >= grid.origin && (value - grid.origin) % grid.spacing === 0;
}
