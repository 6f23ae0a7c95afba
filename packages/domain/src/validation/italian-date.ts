import { validationMessages } from './messages';
import { formatValidator, type Validator } from './validator';

export type CalendarDate = { day: number; month: number; year: number };

/** Gregorian leap years: every 4th year, except centuries not divisible by 400 (1900 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year: February has 29 only in leap years. */
export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads 'gg/mm/aaaa' (two-digit day and month, four-digit year from 0001) when it is a real calendar date; else null. */
export function parseItalianDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return null;
  return { day, month, year };
}

/** 'gg/mm/aaaa' to 'aaaa-mm-gg' (ISO 8601), or null when it is not a real date. */
export function italianDateToIso(value: string): string | null {
  const date = parseItalianDate(value);
  if (!date) return null;
  const twoDigits = (part: number) => String(part).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
}

/** 'aaaa-mm-gg' (or an ISO timestamp starting with it) to 'gg/mm/aaaa', or null when it is not a real date. */
export function isoDateToItalian(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const italian = `${match[3]}/${match[2]}/${match[1]}`;
  return parseItalianDate(italian) ? italian : null;
}

/** Date rule: gg/mm/aaaa and a real date (29/02 only in leap years); message 'Formato della data gg/mm/aaaa'. */
export const validateItalianDate: Validator = formatValidator(
  (trimmed) => parseItalianDate(trimmed) !== null,
  validationMessages.date,
);
