import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, scaledToDecimalString, scaledToNumber, toScaledInteger } from './scaled-decimal';

describe('divideRoundHalfUp', () => {
  it.each([
    [5, 2, 3],
    [7, 2, 4],
    [4, 3, 1],
    [5, 3, 2],
    [-5, 2, -3],
    [-4, 3, -1],
    [5, -2, -3],
    [0, 7, 0],
  ])('%i / %i rounds to %i (ties away from zero)', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a zero divisor and non-integers', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
  });
});

describe('toScaledInteger', () => {
  it('reads numbers through their decimal text, so binary approximations do not leak', () => {
    expect(toScaledInteger(0.3, 3)).toBe(300);
    expect(toScaledInteger(1.005, 2)).toBe(101); // the double nearest 1.005 is 1.00499999999999989…, yet 1.005 was meant
    expect(toScaledInteger(0.35, 2)).toBe(35);
    expect(toScaledInteger(1.0005, 3)).toBe(1001);
    expect(toScaledInteger(0.1 + 0.2, 3)).toBe(300); // 0.30000000000000004
    expect(toScaledInteger(8.675, 2)).toBe(868);
  });

  it('rounds half-up at the first dropped digit, ties away from zero', () => {
    expect(toScaledInteger('2.4449', 3)).toBe(2445);
    expect(toScaledInteger('2.4444', 3)).toBe(2444);
    expect(toScaledInteger('-0.0005', 3)).toBe(-1);
    expect(toScaledInteger('0.0004', 3)).toBe(0);
  });

  it('accepts the Italian comma, a leading sign, exponents and bare fractions', () => {
    expect(toScaledInteger('1,5', 3)).toBe(1500);
    expect(toScaledInteger('+2', 2)).toBe(200);
    expect(toScaledInteger('.25', 2)).toBe(25);
    expect(toScaledInteger('3.', 1)).toBe(30);
    expect(toScaledInteger(1e-7, 3)).toBe(0);
    expect(toScaledInteger('1.5e2', 0)).toBe(150);
    expect(toScaledInteger(' 7 ', 0)).toBe(7);
  });

  it('returns null for what is not a finite decimal in the safe range', () => {
    for (const value of ['', ' ', 'abc', '1.2.3', '1,2,3', '--1', '.', 'e5', '1e999999'])
      expect(toScaledInteger(value, 3)).toBeNull();
    expect(toScaledInteger(Number.NaN, 3)).toBeNull();
    expect(toScaledInteger(Number.POSITIVE_INFINITY, 3)).toBeNull();
    expect(toScaledInteger(1e20, 3)).toBeNull();
  });
});

describe('scaledToDecimalString and scaledToNumber', () => {
  it('place the point without arithmetic', () => {
    expect(scaledToDecimalString(199, 2)).toBe('1.99');
    expect(scaledToDecimalString(5, 2)).toBe('0.05');
    expect(scaledToDecimalString(-5, 2)).toBe('-0.05');
    expect(scaledToDecimalString(42, 0)).toBe('42');
    expect(scaledToNumber(300, 3)).toBe(0.3);
    expect(scaledToNumber(1500, 3)).toBe(1.5);
  });
});
