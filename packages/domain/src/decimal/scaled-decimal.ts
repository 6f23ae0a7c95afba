/**
 * Exact decimal numbers as scaled integers (cents are scale 2, thousandths scale 3), and the one
 * rounding function of the package.
 *
 * Rounding rule, used everywhere: **half-up, ties away from zero** (2.5 → 3, −2.5 → −3), the rule of
 * Italian commerce. Values are parsed from their decimal text, never multiplied as binary floats, so
 * `0.1 + 0.2`-style drift cannot reach a price or a quantity.
 */

const decimalPattern = /^([+-]?)(\d*)(?:[.,](\d*))?(?:e([+-]?\d+))?$/i;
/** More scale than this means a value far outside anything a shop handles. */
const MAX_DECIMAL_SHIFT = 30;

const absolute = (value: bigint) => (value < 0n ? -value : value);

/** Divides two bigints and rounds the quotient half-up (ties away from zero): the package's only rounding. */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const magnitudeNumerator = absolute(numerator);
  const magnitudeDenominator = absolute(denominator);
  let quotient = magnitudeNumerator / magnitudeDenominator;
  if ((magnitudeNumerator % magnitudeDenominator) * 2n >= magnitudeDenominator) quotient += 1n;
  return numerator < 0n !== denominator < 0n ? -quotient : quotient;
}

/** Converts a bigint to a number, refusing values outside the safe integer range. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Value out of the safe integer range: ${value}`);
  }
  return Number(value);
}

/** Divides two integers and rounds half-up (ties away from zero); throws on non-integers and on a zero divisor. */
export function divideRoundHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  return toSafeNumber(divideRoundingHalfUp(BigInt(numerator), BigInt(denominator)));
}

/**
 * The value times 10^scale as an integer, rounded half-up: `toScaledInteger('1.0005', 3)` is 1001,
 * `toScaledInteger(0.3, 3)` is 300. Numbers are read through their shortest decimal text, so the
 * result is exact for every value written with at most `scale` decimals. Strings may use ',' or '.'
 * as the decimal separator. Returns null for anything that is not a finite decimal in the safe range.
 */
export function toScaledInteger(value: number | string, scale: number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = decimalPattern.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return null;
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match;
  if (integerDigits === '' && fractionDigits === '') return null;
  const shift = scale - fractionDigits.length + Number(exponentText);
  if (Math.abs(shift) > MAX_DECIMAL_SHIFT) return null;
  const mantissa = BigInt(`${sign}${integerDigits}${fractionDigits}` || '0');
  const scaled = shift >= 0 ? mantissa * 10n ** BigInt(shift) : divideRoundingHalfUp(mantissa, 10n ** BigInt(-shift));
  try {
    return toSafeNumber(scaled);
  } catch {
    return null;
  }
}

/** The decimal text of a scaled integer with exactly `scale` decimals: `scaledToDecimalString(-5, 2)` is '-0.05'. */
export function scaledToDecimalString(scaled: number, scale: number): `${number}` {
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Not a safe integer: ${scaled}`);
  const digits = String(Math.abs(scaled)).padStart(scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - scale);
  const fractionPart = digits.slice(digits.length - scale);
  const sign = scaled < 0 ? '-' : '';
  return (scale === 0 ? `${sign}${integerPart}` : `${sign}${integerPart}.${fractionPart}`) as `${number}`;
}

/** The number nearest to a scaled integer, read from its decimal text (300 at scale 3 is exactly 0.3). */
export function scaledToNumber(scaled: number, scale: number): number {
  return Number(scaledToDecimalString(scaled, scale));
}
