/** An ACF date ('20261127') as the shopper reads it ('27/11/2026'); the text itself when it is not one. */
export function formatAcfDate(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** Today in Rome as an ACF date ('20261127'), to compare with a flyer's dates. */
export function todayAcfDate(now: Date = new Date()): string {
  // 'en-CA' writes the date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .replaceAll('-', '');
}

/** Whether a flyer (or anything with ACF dates) runs today or later: the ended ones are not shown. */
export function isCurrentOrComing(dates: { date_to: string }, today: string = todayAcfDate()): boolean {
  return dates.date_to >= today;
}
