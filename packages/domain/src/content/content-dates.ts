import { addDaysIso, isIsoDate, shopDateIso, shopInstant } from '../delivery/rome-time';

/**
 * Dates of the content (issue 20). Embedded content may write `today`, `today+N` or `today-N` so demo
 * content stays current; they are resolved on the Italian calendar when the content loads. ACF dates
 * are `Ymd` strings (20261127) as WordPress's custom fields keep them.
 */

const relativeDate = /^today(?:([+-])(\d{1,4}))?$/;

/** The calendar date (YYYY-MM-DD) a content file's date means: absolute, or relative to today in Rome; null if neither. */
export function resolveContentDate(text: string, now: Date = new Date()): string | null {
  const trimmed = text.trim();
  const relative = relativeDate.exec(trimmed);
  if (relative) {
    const days = relative[2] ? Number(relative[2]) * (relative[1] === '-' ? -1 : 1) : 0;
    return addDaysIso(shopDateIso(now), days);
  }
  return isIsoDate(trimmed) ? trimmed : null;
}

/** `2026-11-27` as an ACF date, `20261127`. */
export function toAcfDate(dateIso: string): string {
  return dateIso.replaceAll('-', '');
}

/** The slider date of the spec: today at noon on Italian clocks (so no zone shift moves it to another day). */
export function sliderDate(now: Date = new Date()): Date {
  return shopInstant(shopDateIso(now), '12:00');
}

/** True when a slide is shown at `now`: the slider date's day lies within its `date_from`..`date_to` (both included). */
export function isSlideShown(dates: { date_from: string; date_to: string }, now: Date = new Date()): boolean {
  const day = toAcfDate(shopDateIso(sliderDate(now)));
  return dates.date_from <= day && day <= dates.date_to;
}
