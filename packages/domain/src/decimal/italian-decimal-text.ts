import { scaledToDecimalString } from './scaled-decimal';

/**
 * Thousands are grouped from four integer digits ('1.250 punti', '1.234,50 €'), as an Italian reader
 * writes them: CLDR's it-IT pattern alone groups only from five ('1234'), so this is Intl's it-IT with
 * `useGrouping: 'always'` (issue 19).
 */
const MINIMUM_DIGITS_TO_GROUP = 4;

/**
 * The Italian text of a scaled integer, exactly as Intl's it-IT locale writes it with
 * `useGrouping: 'always'` ('12.345,67', '1.234,5', '-0,05'), with at least `minimumFractionDigits` decimals and the rest's trailing zeros
 * dropped. Written out because the first Intl.NumberFormat a page builds loads the browser's number
 * data: some 25 ms of main thread on this machine, four times that on a mid-range phone, spent in
 * the task that draws the first prices (the tests compare every output with Intl's).
 */
export function italianDecimalText(scaled: number, scale: number, minimumFractionDigits = scale): string {
  const text = scaledToDecimalString(scaled, scale);
  const sign = text.startsWith('-') ? '-' : '';
  const [integerPart = '', fractionPart = ''] = text.slice(sign.length).split('.');
  let fraction = fractionPart;
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = integerPart.length < MINIMUM_DIGITS_TO_GROUP ? integerPart : integerPart.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A whole number as an Italian reader writes it, with the thousands grouped: '1.250', '12.345', '-3'. The one formatter of counts and points. */
export function formatItalianInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`An integer is needed, got ${value}`);
  return italianDecimalText(value, 0);
}
