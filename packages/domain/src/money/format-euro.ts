import { scaledToDecimalString } from '../decimal/scaled-decimal';

const euroFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/**
 * Formats cents as Italian euro text, as Intl's it-IT locale writes it: '1,99 €', '12.345,67 €'
 * (a no-break space before the sign; CLDR groups thousands only from five digits, so '1234,50 €').
 * The exact decimal text is handed to Intl, so no binary division happens on the amount.
 */
export function formatEuro(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`);
  return euroFormat.format(scaledToDecimalString(cents, 2));
}
