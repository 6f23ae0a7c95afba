import { cookieConsentStore } from '../cookie-consent/utils/consent-store';
import { dataLayer } from './track';
import { CONSENT_DEFAULT, consentModeOf, consentOf } from './utils/consent-mode';

/**
 * The tag manager's data layer (docs/decisions/0036): `window.dataLayer`, Consent Mode v2 first
 * (everything denied), then the cookie bar's choice as `consent update` whenever it changes (the
 * footer's "Preferenze cookie" too). The Google Tag Manager container (GTM_CONTAINER_ID, written by
 * the server into index.html) is loaded only once analytics cookies are allowed, never before.
 * E-commerce events reach the data layer only while analytics cookies are allowed: without consent
 * it holds the consent commands alone, and after a refusal nothing more reaches a container loaded
 * earlier in the page.
 */

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** A Google Tag Manager container id; the server's placeholder left unreplaced (the dev server) is none. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The brand's container id as the server wrote it into index.html, or null (the demo: no container). */
export function containerIdOf(doc: Document): string | null {
  const id = doc.querySelector<HTMLMetaElement>('meta[name="gtm-container"]')?.content.trim() ?? '';
  return CONTAINER_ID.test(id) ? id : null;
}

/** Google's `gtag()`: the tag manager tells a command from an event by the Arguments object it pushes. */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: the Arguments object itself is what the tag manager reads as a command.
  dataLayer().push(arguments);
}

/** GA's own cookies on the shop's domain (and the parent domain GA sets them on): gone with the consent. */
function clearAnalyticsCookies(doc: Document): void {
  const host = doc.location?.hostname ?? '';
  const parts = host.split('.');
  const domains = ['', ...parts.slice(0, -1).map((_, index) => `; domain=.${parts.slice(index).join('.')}`)];
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!/^_(ga|gid|gat)/.test(name)) continue;
    for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

let stop: (() => void) | null = null;

/**
 * Starts the data layer once the shopper has chosen (start.ts): the consent default, the stored choice (if still
 * valid) and, with analytics allowed and a container id, the container. Returns the stop (tests).
 */
export function startAnalytics(containerId: string | null = containerIdOf(document)): () => void {
  if (stop) return stop;
  gtag('consent', 'default', CONSENT_DEFAULT);
  let pushed: string | null = null;
  let containerAdded = false;
  let analyticsAllowed = false;

  const apply = () => {
    const state = cookieConsentStore.get();
    // No valid choice yet: the default stands (the bar asks).
    if (state.needed && pushed === null) return;
    const consent = consentOf(state);
    const mode = JSON.stringify(consentModeOf(consent));
    if (mode === pushed) return;
    pushed = mode;
    gtag('consent', 'update', consentModeOf(consent));
    if (analyticsAllowed && !consent.analytics) clearAnalyticsCookies(document);
    analyticsAllowed = consent.analytics;
    if (consent.analytics && containerId && !containerAdded) {
      containerAdded = true;
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
      document.head.append(script);
    }
  };

  apply();
  const unsubscribe = cookieConsentStore.subscribe(apply);
  stop = () => {
    unsubscribe();
    stop = null;
  };
  return stop;
}
