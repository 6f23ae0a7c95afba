import { describe, expect, it } from 'vitest';
import { buildPreferences, choiceForAll, DEFAULT_COOKIE_CHOICE, isConsentValid, parsePreferences } from './consent';

const savedAt = new Date('2026-01-15T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('cookie consent rules', () => {
  it('defaults to technical cookies only', () => {
    expect(DEFAULT_COOKIE_CHOICE).toEqual({ analytics: false, profilation: false });
  });

  it('accept all and refuse all give analytics and profilation the same value', () => {
    expect(choiceForAll(true)).toEqual({ analytics: true, profilation: true });
    expect(choiceForAll(false)).toEqual({ analytics: false, profilation: false });
  });

  it('stores technical always on, the date and an id', () => {
    expect(buildPreferences({ analytics: true, profilation: false }, savedAt, 'id-1')).toEqual({
      technical: true,
      analytics: true,
      profilation: false,
      saveDate: '2026-01-15T10:00:00.000Z',
      uuid: 'id-1',
    });
  });

  it('a choice is valid for one year, then asked again', () => {
    const preferences = buildPreferences(choiceForAll(false), savedAt, 'id');
    expect(isConsentValid(preferences, new Date(savedAt.getTime() + 364 * DAY))).toBe(true);
    expect(isConsentValid(preferences, new Date(savedAt.getTime() + 365 * DAY))).toBe(false);
    expect(isConsentValid(null, savedAt)).toBe(false);
  });

  it('reads back only well-formed records', () => {
    const preferences = buildPreferences(choiceForAll(true), savedAt, 'id');
    expect(parsePreferences(JSON.stringify(preferences))).toEqual(preferences);
    expect(parsePreferences('{"analytics":"yes"}')).toBeNull();
    expect(parsePreferences('garbage')).toBeNull();
    expect(parsePreferences(null)).toBeNull();
  });
});
