import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatItalianInteger, italianDecimalText } from './italian-decimal-text';
import { scaledToDecimalString } from './scaled-decimal';

const intlText = (scaled: number, scale: number, minimumFractionDigits: number) =>
  new Intl.NumberFormat('it-IT', { minimumFractionDigits, maximumFractionDigits: scale, useGrouping: 'always' }).format(
    scaledToDecimalString(scaled, scale),
  );

describe('italianDecimalText', () => {
  it('writes Italian separators, grouping thousands from four digits', () => {
    expect(italianDecimalText(199, 2)).toBe('1,99');
    expect(italianDecimalText(123450, 2)).toBe('1.234,50');
    expect(italianDecimalText(1234567, 2)).toBe('12.345,67');
    expect(italianDecimalText(123456789, 2)).toBe('1.234.567,89');
    expect(italianDecimalText(-5, 2)).toBe('-0,05');
    expect(italianDecimalText(1500, 3, 0)).toBe('1,5');
    expect(italianDecimalText(2000, 3, 0)).toBe('2');
    expect(italianDecimalText(12345, 0)).toBe('12.345');
    expect(italianDecimalText(1250, 0)).toBe('1.250');
    expect(italianDecimalText(999, 0)).toBe('999');
  });

  it('matches Intl it-IT (grouping always) for any amount, scale and minimum of decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger()),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (scaled, scale, minimum) => {
          const minimumFractionDigits = Math.min(minimum, scale);
          expect(italianDecimalText(scaled, scale, minimumFractionDigits)).toBe(intlText(scaled, scale, minimumFractionDigits));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatItalianInteger', () => {
  it('groups the thousands of points and counts from four digits, as an Italian reader writes them', () => {
    expect(formatItalianInteger(1250)).toBe('1.250');
    expect(formatItalianInteger(320)).toBe('320');
    expect(formatItalianInteger(50000)).toBe('50.000');
    expect(formatItalianInteger(-1250)).toBe('-1.250');
    expect(() => formatItalianInteger(1.5)).toThrow(RangeError);
  });
});
