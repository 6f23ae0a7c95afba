import { describe, expect, it } from 'vitest';
import { baseUnitOf, convertQuantity, formatLooseQuantity, parseMeasureUnit, UNIT_MULTIPLIERS } from './measure-units';

describe('UNIT_MULTIPLIERS', () => {
  it('is the table of the specification, relative to kg / l', () => {
    expect(UNIT_MULTIPLIERS).toEqual({ g: 1000, gr: 1000, kg: 1, hg: 10, dag: 100, ml: 1000, cl: 100, lt: 1, l: 1 });
  });
});

describe('parseMeasureUnit and baseUnitOf', () => {
  it('read units whatever their case and spacing', () => {
    expect(parseMeasureUnit(' Kg ')).toBe('kg');
    expect(parseMeasureUnit('GR')).toBe('gr');
    expect(parseMeasureUnit('Lt')).toBe('lt');
    expect(parseMeasureUnit('pz')).toBeNull();
    expect(parseMeasureUnit('toString')).toBeNull();
    expect(parseMeasureUnit(undefined)).toBeNull();
  });

  it('put weights on kg and volumes on l', () => {
    expect(['g', 'gr', 'hg', 'dag', 'kg'].map((unit) => baseUnitOf(parseMeasureUnit(unit) ?? 'kg'))).toEqual(Array(5).fill('kg'));
    expect(['ml', 'cl', 'lt', 'l'].map((unit) => baseUnitOf(parseMeasureUnit(unit) ?? 'kg'))).toEqual(Array(4).fill('l'));
  });
});

describe('convertQuantity', () => {
  it.each([
    [300, 'g', 'kg', 0.3],
    [300, 'gr', 'kg', 0.3],
    [0.3, 'kg', 'g', 300],
    [1.5, 'hg', 'g', 150],
    [2, 'hg', 'kg', 0.2],
    [25, 'dag', 'kg', 0.25],
    [750, 'ml', 'l', 0.75],
    [33, 'cl', 'l', 0.33],
    [1.5, 'lt', 'ml', 1500],
    [1, 'l', 'lt', 1],
  ] as const)('%d %s is %d %s', (value, from, to, expected) => {
    expect(convertQuantity(value, from, to)).toBe(expected);
  });

  it('rounds to 3 decimals of the target unit, half-up', () => {
    expect(convertQuantity(1, 'g', 'kg')).toBe(0.001);
    expect(convertQuantity(0.5, 'g', 'kg')).toBe(0.001);
    expect(convertQuantity(0.4, 'g', 'kg')).toBe(0);
  });
});

describe('formatLooseQuantity', () => {
  it('shows grams below one kilogram and kilograms with a comma from one up', () => {
    expect(formatLooseQuantity(0.3)).toBe('300 g');
    expect(formatLooseQuantity(0.05)).toBe('50 g');
    expect(formatLooseQuantity(0.1 + 0.2)).toBe('300 g');
    expect(formatLooseQuantity(1)).toBe('1 kg');
    expect(formatLooseQuantity(1.5)).toBe('1,5 kg');
    expect(formatLooseQuantity(1.25)).toBe('1,25 kg');
    expect(formatLooseQuantity(2.125)).toBe('2,125 kg');
    expect(formatLooseQuantity(0.9996)).toBe('1 kg');
  });

  it('shows millilitres and litres for volumes', () => {
    expect(formatLooseQuantity(0.75, 'l')).toBe('750 ml');
    expect(formatLooseQuantity(1.5, 'l')).toBe('1,5 l');
  });
});
