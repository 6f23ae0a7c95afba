import { cookieConsentStore } from '../cookie-consent/utils/consent-store';
import { type AnalyticsConsent, CONSENT_DEFAULT, consentModeOf, consentOf } from './utils/consent-mode';
import type { AnalyticsEvent, CategoryNames } from './utils/ecommerce-events';

/**
 * The tag manager's data layer (docs/decisions/0036): `window.dataLayer`, Consent Mode v2 first
 * (everything denied), then the cookie bar's choice as `consent update` whenever it changes (the
 * footer's "Preferenze cookie" too). The Google Tag Manager container (GTM_CONTAINER_ID, written by
 * the server into index.html) is loaded only once analytics cookies are allowed, never before.
 * E-commerce events reach the data layer only while analytics cookies are allowed: without consent
 * it holds the consent commands alone, and after a refusal nothing more reaches a container loaded
 * earlier in the page.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** A Google Tag Manager container id; the server's placeholder left unreplaced (the dev server) is none. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The brand's container id as the server wrote it into index.html, or null (the demo: no container). */
export function containerIdOf(doc: Document): string | null {
  const id = doc.querySelector<HTMLMetaElement>('meta[name="gtm-container"]')?.content.trim() ?? '';
  return CONTAINER_ID.test(id) ? id : null;
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Google's `gtag()`: the tag manager tells a command from an event by the Arguments object it pushes. */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: the Arguments object itself is what the tag manager reads as a command.
  dataLayer().push(arguments);
}

const currentConsent = (): AnalyticsConsent => consentOf(cookieConsentStore.get());

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
 * Starts the data layer once, at the app's start: the consent default, the stored choice (if still
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

/** Builds one event from the GA4 builders (`events`) and the category names; null sends nothing. */
export type BuildEvent = (events: typeof import('./utils/ecommerce-events'), names: CategoryNames) => AnalyticsEvent | null;

/** The events on their way, in the order they were tracked. */
let queue: Promise<void> = Promise.resolve();

/**
 * Sends an event to the data layer when analytics cookies are allowed; otherwise builds nothing. The
 * builders are downloaded with the first event (they are no part of a first load); the events keep
 * the order they were tracked in. True when the event was accepted.
 */
export function track(build: BuildEvent): boolean {
  if (!currentConsent().analytics) return false;
  queue = queue
    .then(async () => {
      const kit = await import('./event-kit');
      const event = build(kit.events, kit.categoryNames);
      // Refused meanwhile (the footer): nothing more reaches the data layer.
      if (!event || !currentConsent().analytics) return;
      // GA4's advice: clear the previous event's e-commerce object, which the data layer would otherwise merge into this one.
      if ('ecommerce' in event) dataLayer().push({ ecommerce: null });
      dataLayer().push(event);
    })
    // A builder that cannot be downloaded (offline) loses its event, never the page.
    .catch(() => undefined);
  return true;
}

/** Resolves once the events tracked so far are in the data layer (tests). */
export function eventsDelivered(): Promise<void> {
  return queue;
}
