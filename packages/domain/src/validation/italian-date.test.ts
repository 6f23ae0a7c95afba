import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  isLeapYear,
  isoDateToItalian,
  italianDateToIso,
  parseItalianDate,
  validateItalianDate,
} from './italian-date';

describe('isLeapYear and daysInMonth', () => {
  it('follow the Gregorian calendar', () => {
    expect([2024, 2000, 1996, 2400].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([2023, 1900, 2100, 2025].map(isLeapYear)).toEqual([false, false, false, false]);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(4, 2025)).toBe(30);
    expect(daysInMonth(12, 2025)).toBe(31);
  });
});

describe('validateItalianDate', () => {
  it.each(['01/01/1980', '29/02/2024', '29/02/2000', '31/12/1999', '30/04/2025', '31/01/2025'])('accepts %s', (date) => {
    expect(validateItalianDate(date)).toBeNull();
  });

  it.each([
    '29/02/2023', // not a leap year
    '29/02/1900', // century not divisible by 400
    '31/04/2025', // April has 30 days
    '32/01/2025',
    '00/01/2025',
    '15/13/2025',
    '15/00/2025',
    '1/1/2025', // day and month need two digits
    '2025-01-15',
    '15-01-2025',
    '15/01/25',
    '15/01/0000',
  ])("refuses %s with 'Formato della data gg/mm/aaaa'", (date) => {
    expect(validateItalianDate(date)).toBe('Formato della data gg/mm/aaaa');
  });
});

describe('conversions', () => {
  it('read and write ISO dates', () => {
    expect(parseItalianDate('09/03/1975')).toEqual({ day: 9, month: 3, year: 1975 });
    expect(italianDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(italianDateToIso('29/02/2023')).toBeNull();
    expect(isoDateToItalian('1975-03-09')).toBe('09/03/1975');
    expect(isoDateToItalian('1975-03-09T12:00:00Z')).toBe('09/03/1975');
    expect(isoDateToItalian('2023-02-29')).toBeNull();
  });
});
