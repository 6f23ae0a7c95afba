import { cookieConsentStore } from '../cookie-consent/utils/consent-store';

/**
 * The app's start: the consent commands and the container (consent-gate.ts) are downloaded once the
 * shopper has a valid choice, stored or just made — never on a first visit's first load. Before a
 * choice nothing may reach Google, and no event reaches the data layer (track() refuses), so the
 * consent default is still the data layer's first entry when it comes.
 */
export function startAnalyticsOnChoice(load: () => Promise<{ startAnalytics: () => unknown }> = () => import('./consent-gate')) {
  let started = false;
  const startOnce = () => {
    if (started || cookieConsentStore.get().needed) return;
    started = true;
    unsubscribe();
    // A gate that cannot be downloaded (offline) leaves the default: nothing sent.
    void load().then(
      (gate) => gate.startAnalytics(),
      () => undefined,
    );
  };
  const unsubscribe = cookieConsentStore.subscribe(startOnce);
  startOnce();
}
