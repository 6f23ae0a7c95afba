/**
 * Google Consent Mode v2 from the cookie bar's choice: analytics cookies → analytics_storage;
 * profilation → the advertising ones (ad_storage, ad_user_data, ad_personalization) and
 * personalization_storage; technical cookies (functionality, security) are always on.
 */

export type ConsentValue = 'granted' | 'denied';
export type ConsentMode = {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  personalization_storage: ConsentValue;
  functionality_storage: ConsentValue;
  security_storage: ConsentValue;
};

/** What the shopper allowed: nothing until a valid choice (the spec's default is technical cookies only). */
export type AnalyticsConsent = { analytics: boolean; profilation: boolean };

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/** The consent state for a choice. */
export function consentModeOf(consent: AnalyticsConsent): ConsentMode {
  return {
    ad_storage: value(consent.profilation),
    ad_user_data: value(consent.profilation),
    ad_personalization: value(consent.profilation),
    analytics_storage: value(consent.analytics),
    personalization_storage: value(consent.profilation),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

/** `gtag('consent', 'default', …)`: everything but the technical cookies denied until the shopper chooses. */
export const CONSENT_DEFAULT: ConsentMode = consentModeOf({ analytics: false, profilation: false });

/**
 * The consent in force for the cookie bar's state: the stored choice while it is valid (one year,
 * `needed` false), otherwise nothing allowed.
 */
export function consentOf(state: { preferences: AnalyticsConsent | null; needed: boolean }): AnalyticsConsent {
  if (state.needed || !state.preferences) return { analytics: false, profilation: false };
  return { analytics: state.preferences.analytics, profilation: state.preferences.profilation };
}
