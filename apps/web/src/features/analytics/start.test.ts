import { beforeEach, describe, expect, it, vi } from 'vitest';
import { choiceForAll } from '../cookie-consent/utils/consent';
import { COOKIE_PREFERENCES_KEY, cookieConsentStore } from '../cookie-consent/utils/consent-store';
import { startAnalyticsOnChoice } from './start';

describe('the consent gate is downloaded once the shopper has chosen', () => {
  beforeEach(() => {
    localStorage.clear();
    cookieConsentStore.reset();
  });

  it('not on a first visit; at once when the bar is answered, once', async () => {
    const startAnalytics = vi.fn();
    const load = vi.fn(async () => ({ startAnalytics }));
    startAnalyticsOnChoice(load);
    expect(load).not.toHaveBeenCalled();

    cookieConsentStore.save(choiceForAll(false));
    cookieConsentStore.save(choiceForAll(true));
    await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('at start when a valid choice is stored', async () => {
    localStorage.setItem(
      COOKIE_PREFERENCES_KEY,
      JSON.stringify({ technical: true, analytics: false, profilation: false, saveDate: new Date().toISOString(), uuid: 'x' }),
    );
    const startAnalytics = vi.fn();
    startAnalyticsOnChoice(async () => ({ startAnalytics }));
    await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalledTimes(1));
  });
});
