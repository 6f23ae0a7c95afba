import { SHOP_TIME_ZONE } from '@spesa/domain';

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** A calendar day (YYYY-MM-DD) as staff read it: 'sabato 21 novembre 2026'. */
export function formatDay(dateIso: string): string {
  return dayFormat.format(new Date(`${dateIso}T00:00:00Z`));
}

/** An instant, Italian time: '21/11/2026, 09:30'. */
export function formatInstant(iso: string): string {
  return instantFormat.format(new Date(iso));
}

/** A weight typed with a comma or a point ('1,25'), or null when it is not a number above 0. */
export function parseWeight(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}
