import { divideRoundingHalfUp, scaledToNumber, toSafeNumber, toScaledInteger } from '../decimal/scaled-decimal';

/** An amount of money in euro cents: always an integer. */
export type Cents = number;

const QUANTITY_SCALE = 3;
const PERCENT_SCALE = 3;

function requireCents(cents: Cents): bigint {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`);
  return BigInt(cents);
}

function requireScaled(value: number | string, scale: number, what: string): bigint {
  const scaled = toScaledInteger(value, scale);
  if (scaled === null) throw new RangeError(`Not a valid ${what}: ${value}`);
  return BigInt(scaled);
}

/**
 * Price of a cart line: unit price in cents times a quantity with up to 3 decimals (0.375 kg), rounded
 * half-up to the cent once, on the exact product (199 × 0.375 = 74.625 → 75 cents).
 */
export function lineTotalCents(unitPriceCents: Cents, quantity: number | string): Cents {
  const thousandths = requireScaled(quantity, QUANTITY_SCALE, 'quantity');
  return toSafeNumber(divideRoundingHalfUp(requireCents(unitPriceCents) * thousandths, 1000n));
}

/** A percentage (up to 3 decimals, e.g. 22 or 4.5) of an amount, rounded half-up to the cent. */
export function percentOfCents(cents: Cents, percent: number | string): Cents {
  const percentThousandths = requireScaled(percent, PERCENT_SCALE, 'percentage');
  return toSafeNumber(divideRoundingHalfUp(requireCents(cents) * percentThousandths, 100_000n));
}

/** Adds amounts in cents (integers, so the sum is exact). */
export function sumCents(amounts: readonly Cents[]): Cents {
  return toSafeNumber(amounts.reduce((total, amount) => total + requireCents(amount), 0n));
}

/** Euros written as a decimal ('1,99', 1.99) to cents, rounded half-up when more than 2 decimals are given. */
export function eurosToCents(euros: number | string): Cents {
  return toSafeNumber(requireScaled(euros, 2, 'amount in euro'));
}

/** Cents to the euro number the API's display copies carry (priceDisplay): read from decimal text, never 199 / 100. */
export function centsToEuros(cents: Cents): number {
  requireCents(cents);
  return scaledToNumber(cents, 2);
}
