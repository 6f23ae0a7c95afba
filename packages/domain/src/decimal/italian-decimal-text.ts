import { scaledToDecimalString } from './scaled-decimal';

/** CLDR's Italian pattern groups thousands only from five integer digits: '1234', '12.345'. */
const MINIMUM_DIGITS_TO_GROUP = 5;

/**
 * The Italian text of a scaled integer, exactly as Intl's it-IT locale writes it ('12.345,67',
 * '1234,5', '-0,05'), with at least `minimumFractionDigits` decimals and the rest's trailing zeros
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
