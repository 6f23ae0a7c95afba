import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { makeProduct } from '../catalogue/testing/fixtures';
import { CookieConsent } from '../cookie-consent/components/cookie-consent';
import { choiceForAll } from '../cookie-consent/utils/consent';
import { COOKIE_PREFERENCES_KEY, cookieConsentStore } from '../cookie-consent/utils/consent-store';
import { containerIdOf, startAnalytics } from './consent-gate';
import { eventsDelivered, track } from './track';

const DAY = 24 * 60 * 60 * 1000;
const CONTAINER = 'GTM-TEST123';
const containerScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');
/** The data layer's entries as plain values: a gtag command (Arguments) as its array. */
const layer = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
const consentCommands = () => layer().filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent');
const events = () => layer().flatMap((entry) => (entry && typeof entry === 'object' && 'event' in entry ? [entry.event] : []));
const storeChoice = (analytics: boolean, profilation: boolean, daysAgo = 10) =>
  localStorage.setItem(
    COOKIE_PREFERENCES_KEY,
    JSON.stringify({
      technical: true,
      analytics,
      profilation,
      saveDate: new Date(Date.now() - daysAgo * DAY).toISOString(),
      uuid: 'x',
    }),
  );
/** Tracks a product page's view; true when accepted, after the event reached the data layer. */
const viewPassata = async () => {
  const accepted = track((events, names) => events.viewItemEvent(makeProduct(), names));
  await eventsDelivered();
  return accepted;
};

let stop: (() => void) | undefined;

describe('analytics only with consent', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    cookieConsentStore.reset();
    window.dataLayer = undefined;
    for (const script of containerScripts()) script.remove();
  });
  afterEach(() => stop?.());

  it('pushes Consent Mode v2 first with everything denied, and neither loads the container nor sends events before a choice', async () => {
    stop = startAnalytics(CONTAINER);
    expect(layer()[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        personalization_storage: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
      },
    ]);
    expect(await viewPassata()).toBe(false);
    expect(events()).toEqual([]);
    expect(containerScripts()).toHaveLength(0);
  });

  it('accepting on the cookie bar loads the container at once and lets events through', async () => {
    stop = startAnalytics(CONTAINER);
    renderWithProviders(<CookieConsent />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accetta tutti' }));

    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      }),
    ]);
    expect(containerScripts()).toHaveLength(1);
    expect(containerScripts()[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(await viewPassata()).toBe(true);
    // The container's start, then the event after clearing the previous e-commerce object.
    expect(events()).toEqual(['gtm.js', 'view_item']);
    expect(layer().at(-2)).toEqual({ ecommerce: null });
  });

  it('refusing keeps the container out; analytics without profilation grants analytics_storage alone', async () => {
    stop = startAnalytics(CONTAINER);
    renderWithProviders(<CookieConsent />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rifiuta tutti' }));
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(containerScripts()).toHaveLength(0);
    expect(await viewPassata()).toBe(false);

    cookieConsentStore.save({ analytics: true, profilation: false });
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      }),
    ]);
    expect(containerScripts()).toHaveLength(1);
  });

  it('a stored choice under a year old holds from the start; an older one counts as none', async () => {
    storeChoice(true, false, 200);
    stop = startAnalytics(CONTAINER);
    expect(consentCommands().map((command) => command[1])).toEqual(['default', 'update']);
    expect(containerScripts()).toHaveLength(1);
    stop();

    for (const script of containerScripts()) script.remove();
    window.dataLayer = undefined;
    storeChoice(true, true, 366);
    cookieConsentStore.reset();
    stop = startAnalytics(CONTAINER);
    expect(consentCommands().map((command) => command[1])).toEqual(['default']);
    expect(containerScripts()).toHaveLength(0);
    expect(await viewPassata()).toBe(false);
  });

  it('revoking from the footer pushes the update at once, stops the events and drops GA cookies', async () => {
    storeChoice(true, true);
    stop = startAnalytics(CONTAINER);
    // biome-ignore lint/suspicious/noDocumentCookie: GA writes its cookies so; the test does the same.
    document.cookie = '_ga=GA1.1.123.456; path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie of the shop's, which must stay.
    document.cookie = 'ebsn_other=keep; path=/';
    renderWithProviders(<CookieConsent />);
    // The footer's "Preferenze cookie" opens the detailed view.
    cookieConsentStore.edit();
    await userEvent.click(await screen.findByRole('switch', { name: 'Cookie analitici' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le preferenze' }));

    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'granted' }),
    ]);
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('ebsn_other=keep');
    const before = layer().length;
    expect(await viewPassata()).toBe(false);
    expect(layer()).toHaveLength(before);
  });

  it('without a container id (the demo) events still reach the data layer with consent, and no script is added', async () => {
    storeChoice(true, true);
    stop = startAnalytics(null);
    expect(await viewPassata()).toBe(true);
    expect(events()).toEqual(['view_item']);
    expect(containerScripts()).toHaveLength(0);
  });

  it("reads the container id the server wrote into index.html; the dev server's placeholder is none", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta name="gtm-container" content="GTM-AB12CD3" />';
    expect(containerIdOf(doc)).toBe('GTM-AB12CD3');
    doc.head.innerHTML = '<meta name="gtm-container" content="__GTM_CONTAINER_ID__" />';
    expect(containerIdOf(doc)).toBeNull();
    doc.head.innerHTML = '<meta name="gtm-container" content="" />';
    expect(containerIdOf(doc)).toBeNull();
  });

  it('accept all from the bar grants every Google signal the spec ties to profilation', () => {
    stop = startAnalytics(null);
    cookieConsentStore.save(choiceForAll(true));
    expect(consentCommands().at(-1)?.[2]).toMatchObject({ personalization_storage: 'granted' });
  });
});
