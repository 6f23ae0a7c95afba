import { describe, expect, it } from 'vitest';
import { formatEuro } from './format-euro';
import { centsToEuros, eurosToCents, lineTotalCents, percentOfCents, sumCents } from './money';
import { preauthorisationCents } from './preauthorisation';

const NBSP = '\u00a0';

describe('lineTotalCents', () => {
  it('multiplies the unit price by the quantity and rounds once, half-up, to the cent', () => {
    expect(lineTotalCents(199, 3)).toBe(597);
    expect(lineTotalCents(199, 0.375)).toBe(75); // 74.625 → 75
    expect(lineTotalCents(1290, 0.3)).toBe(387);
    expect(lineTotalCents(999, 0.125)).toBe(125); // 124.875 → 125
    expect(lineTotalCents(1, 0.5)).toBe(1); // a tie goes up
    expect(lineTotalCents(1, 0.499)).toBe(0);
  });

  it('is exact where binary floats drift', () => {
    // 0.1 kg + 0.2 kg at 10.00 €/kg: the float sum 0.30000000000000004 is still 0.300 kg.
    expect(lineTotalCents(1000, 0.1 + 0.2)).toBe(300);
    // 1.005 € as cents times 1: the float 1.005 * 100 is 100.49999999999999.
    expect(lineTotalCents(eurosToCents(1.005), 1)).toBe(101);
    // 3.50 €/kg × 0.35 kg = 122.5 cents → 123; in floats 350 * 0.35 is 122.49999999999999.
    expect(lineTotalCents(350, 0.35)).toBe(123);
    // 0.25 € × 0.58 = 14.5 cents → 15; in floats 25 * 0.58 is 14.499999999999998.
    expect(lineTotalCents(25, 0.58)).toBe(15);
    // 2.50 €/kg × 2.002 kg = 500.5 cents → 501; in floats 250 * 2.002 is 500.49999999999994.
    expect(lineTotalCents(250, 2.002)).toBe(501);
  });

  it('refuses non-integer cents and unreadable quantities', () => {
    expect(() => lineTotalCents(1.5, 1)).toThrow(RangeError);
    expect(() => lineTotalCents(100, Number.NaN)).toThrow(RangeError);
    expect(() => lineTotalCents(100, 'tre')).toThrow(RangeError);
  });
});

describe('percentOfCents', () => {
  it('takes a percentage with the same half-up rounding', () => {
    expect(percentOfCents(1000, 20)).toBe(200);
    expect(percentOfCents(1999, 20)).toBe(400); // 399.8
    expect(percentOfCents(1234, 22)).toBe(271); // 271.48
    expect(percentOfCents(250, 4.5)).toBe(11); // 11.25
    expect(percentOfCents(10, 25)).toBe(3); // 2.5 → 3
    expect(percentOfCents(-10, 25)).toBe(-3); // a discount rounds away from zero too
  });
});

describe('euros and cents', () => {
  it('convert through decimal text', () => {
    expect(eurosToCents('1,99')).toBe(199);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents('2.345')).toBe(235);
    expect(centsToEuros(199)).toBe(1.99);
    expect(centsToEuros(30)).toBe(0.3);
    expect(sumCents([10, 20])).toBe(30);
  });
});

describe('formatEuro', () => {
  it("writes Intl's it-IT currency text: comma decimals, dot thousands from five digits, € after a no-break space", () => {
    expect(formatEuro(199)).toBe(`1,99${NBSP}€`);
    expect(formatEuro(5)).toBe(`0,05${NBSP}€`);
    expect(formatEuro(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(123450)).toBe(`1.234,50${NBSP}€`);
    expect(formatEuro(1234567)).toBe(`12.345,67${NBSP}€`);
    expect(formatEuro(-50)).toBe(`-0,50${NBSP}€`);
  });

  it('formats amounts beyond float precision digit by digit', () => {
    expect(formatEuro(900719925474099)).toBe(`9.007.199.254.740,99${NBSP}€`);
  });
});

describe('preauthorisationCents', () => {
  const order = { totalCents: 10000, variableWeightCents: 2500 };

  it('total_plus_20 reserves the total plus 20% of the total', () => {
    expect(preauthorisationCents('total_plus_20', order)).toBe(12000);
  });

  it('variable_plus_30 reserves the total plus 30% of the weight-variable items', () => {
    expect(preauthorisationCents('variable_plus_30', order)).toBe(10750);
    expect(preauthorisationCents('variable_plus_30', { totalCents: 1000, variableWeightCents: 333 })).toBe(1100); // 99.9 → 100
  });

  it('reserves just the total when nothing is sold by weight', () => {
    expect(preauthorisationCents('total_plus_20', { totalCents: 10000, variableWeightCents: 0 })).toBe(10000);
    expect(preauthorisationCents('variable_plus_30', { totalCents: 10000, variableWeightCents: 0 })).toBe(10000);
  });
});
