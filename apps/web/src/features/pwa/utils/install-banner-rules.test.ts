import { describe, expect, test } from 'vitest';
import {
  INSTALL_BANNER_HIDE_DAYS,
  INSTALL_BANNER_REMINDER_DAYS,
  installBannerHiddenUntil,
  parseInstallBannerChoice,
  shouldShowInstallBanner,
} from './install-banner-rules';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 10, 0);
const browser = { canPrompt: true, isNative: false, standalone: false };

describe('the install banner days (spec section 9)', () => {
  test('the spec numbers: hidden 7 days, reminder after 14', () => {
    expect(INSTALL_BANNER_HIDE_DAYS).toBe(7);
    expect(INSTALL_BANNER_REMINDER_DAYS).toBe(14);
  });

  test('shown on a first visit when the browser can install', () => {
    expect(shouldShowInstallBanner({ ...browser, last: null, now: start })).toBe(true);
  });

  test('"Non ora" hides it for 7 days, not a minute less', () => {
    const last = { choice: 'not-now', at: start } as const;
    expect(shouldShowInstallBanner({ ...browser, last, now: start + 7 * DAY - 60_000 })).toBe(false);
    expect(shouldShowInstallBanner({ ...browser, last, now: start + 7 * DAY })).toBe(true);
  });

  test('declining the browser dialog brings it back as a reminder after 14 days', () => {
    const last = { choice: 'declined', at: start } as const;
    expect(shouldShowInstallBanner({ ...browser, last, now: start + 8 * DAY })).toBe(false);
    expect(shouldShowInstallBanner({ ...browser, last, now: start + 14 * DAY - 1 })).toBe(false);
    expect(shouldShowInstallBanner({ ...browser, last, now: start + 14 * DAY })).toBe(true);
    expect(installBannerHiddenUntil(last)).toBe(start + 14 * DAY);
  });

  test('never again once installed', () => {
    const last = { choice: 'installed', at: start } as const;
    expect(installBannerHiddenUntil(last)).toBeNull();
    expect(shouldShowInstallBanner({ ...browser, last, now: start + 365 * DAY })).toBe(false);
  });

  test('never inside the native wrapper, the installed app, or without the browser offering it', () => {
    expect(shouldShowInstallBanner({ ...browser, isNative: true, last: null, now: start })).toBe(false);
    expect(shouldShowInstallBanner({ ...browser, standalone: true, last: null, now: start })).toBe(false);
    expect(shouldShowInstallBanner({ ...browser, canPrompt: false, last: null, now: start })).toBe(false);
  });

  test('a stored choice is read back; anything else counts as none', () => {
    expect(parseInstallBannerChoice(JSON.stringify({ choice: 'not-now', at: start }))).toEqual({ choice: 'not-now', at: start });
    expect(parseInstallBannerChoice(null)).toBeNull();
    expect(parseInstallBannerChoice('{')).toBeNull();
    expect(parseInstallBannerChoice(JSON.stringify({ choice: 'later', at: start }))).toBeNull();
    expect(parseInstallBannerChoice(JSON.stringify({ choice: 'not-now', at: -1 }))).toBeNull();
    expect(parseInstallBannerChoice('null')).toBeNull();
  });
});
