/** The shop's clock: slots, cut-offs and "today" are Italian wall-clock times, whatever the server's zone. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClockAt(instant: Date): WallClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Italian calendar date (YYYY-MM-DD) at an instant. */
export function shopDateIso(instant: Date = new Date()): string {
  const clock = wallClockAt(instant);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The instant at which Italian clocks show `dateIso` `time` (HH:MM), across summer-time changes. */
export function shopInstant(dateIso: string, time: string): Date {
  const [year, month, day] = dateIso.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Guess the instant as if Italy were on UTC, then correct by the offset seen there (twice, for the change days).
  let guess = wanted;
  for (let round = 0; round < 2; round += 1) {
    const clock = wallClockAt(new Date(guess));
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** `dateIso` moved by `days` calendar days. */
export function addDaysIso(dateIso: string, days: number): string {
  const [year, month, day] = dateIso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(dateIso: string): number {
  const [year, month, day] = dateIso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDaysIso(value, 0) === value;
}
