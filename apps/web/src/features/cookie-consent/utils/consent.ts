import { COOKIE_CONSENT_VALIDITY_DAYS } from '@spesa/domain';

/** The shopper's choice, as stored: technical cookies are always on. */
export type CookiePreferences = {
  technical: true;
  analytics: boolean;
  profilation: boolean;
  /** ISO date-time of the choice. */
  saveDate: string;
  /** Identifies this consent record. */
  uuid: string;
};

export type CookieChoice = { analytics: boolean; profilation: boolean };

/** The specification's default: technical cookies only. */
export const DEFAULT_COOKIE_CHOICE: CookieChoice = { analytics: false, profilation: false };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Accept all or refuse all: analytics and profilation take the same value. */
export function choiceForAll(accepted: boolean): CookieChoice {
  return { analytics: accepted, profilation: accepted };
}

/** The record to store for a choice made at `now`. */
export function buildPreferences(choice: CookieChoice, now: Date, uuid: string): CookiePreferences {
  return { technical: true, analytics: choice.analytics, profilation: choice.profilation, saveDate: now.toISOString(), uuid };
}

/** A choice counts for one year from its date; after that (or without one) the bar asks again. */
export function isConsentValid(preferences: CookiePreferences | null, now: Date): boolean {
  if (!preferences) return false;
  const saved = Date.parse(preferences.saveDate);
  if (Number.isNaN(saved) || saved > now.getTime()) return false;
  return now.getTime() - saved < COOKIE_CONSENT_VALIDITY_DAYS * DAY_MS;
}

/** Reads a stored record, or null when it is missing or not one of ours. */
export function parsePreferences(raw: string | null): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookiePreferences> | null;
    if (
      !value ||
      typeof value.analytics !== 'boolean' ||
      typeof value.profilation !== 'boolean' ||
      typeof value.saveDate !== 'string'
    ) {
      return null;
    }
    return {
      technical: true,
      analytics: value.analytics,
      profilation: value.profilation,
      saveDate: value.saveDate,
      uuid: typeof value.uuid === 'string' ? value.uuid : '',
    };
  } catch {
    return null;
  }
}
