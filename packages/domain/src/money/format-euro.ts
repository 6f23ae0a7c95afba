import { italianDecimalText } from '../decimal/italian-decimal-text';

/**
 * Formats cents as Italian euro text, as Intl's it-IT locale writes it: '1,99 €', '12.345,67 €'
 * (a no-break space before the sign; thousands grouped from four digits: '1.234,50 €').
 * Built from the exact decimal text of the cents, so no binary division happens on the amount.
 */
export function formatEuro(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`);
  return `${italianDecimalText(cents, 2)}\u00a0€`;
}
