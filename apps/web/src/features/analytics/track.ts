import { cookieConsentStore } from '../cookie-consent/utils/consent-store';
import type { AnalyticsEvent, CategoryNames } from './utils/ecommerce-events';

/**
 * `track()`, what the features call (docs/decisions/0036): an event reaches `window.dataLayer` only
 * while analytics cookies are allowed. The consent commands and the container are consent-gate.ts's,
 * downloaded once the shopper has chosen (start.ts).
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page's data layer, made on first use. */
export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Analytics cookies allowed: a valid choice (under a year old) that allows them. Nothing else is read on a first load. */
function analyticsAllowed(): boolean {
  const { needed, preferences } = cookieConsentStore.get();
  return !needed && preferences?.analytics === true;
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
  if (!analyticsAllowed()) return false;
  queue = queue
    .then(async () => {
      const kit = await import('./event-kit');
      const event = build(kit.events, kit.categoryNames);
      // Refused meanwhile (the footer): nothing more reaches the data layer.
      if (!event || !analyticsAllowed()) return;
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
