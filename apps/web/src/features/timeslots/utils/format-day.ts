const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const atNoon = (dateIso: string) => new Date(`${dateIso}T12:00:00Z`);

/** 'sab 21/11': the day's tab label. */
export function formatDayTab(dateIso: string): string {
  const [, month, day] = dateIso.split('-');
  return `${weekday.format(atNoon(dateIso)).replace('.', '')} ${day}/${month}`;
}

/** 'sabato 21 novembre': the cart drawer's day. */
export function formatDayLong(dateIso: string): string {
  return longDay.format(atNoon(dateIso));
}
