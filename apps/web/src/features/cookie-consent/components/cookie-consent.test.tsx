import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setPlatform } from '../../app-platform/current-platform';
import { createWebPlatform } from '../../app-platform/web-platform';
import { COOKIE_PREFERENCES_KEY, cookieConsentStore } from '../utils/consent-store';
import { CookieConsent } from './cookie-consent';

const DAY = 24 * 60 * 60 * 1000;
const stored = () => JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null');
const storeChoice = (daysAgo: number) =>
  localStorage.setItem(
    COOKIE_PREFERENCES_KEY,
    JSON.stringify({
      technical: true,
      analytics: false,
      profilation: false,
      saveDate: new Date(Date.now() - daysAgo * DAY).toISOString(),
      uuid: 'old',
    }),
  );

describe('cookie consent bar', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    cookieConsentStore.reset();
  });

  it('accept all turns analytics and profilation on, stores the choice and hides the bar', async () => {
    renderWithProviders(<CookieConsent />);
    const bar = await screen.findByRole('region', { name: 'Consenso ai cookie' });
    expect(bar).toHaveTextContent('Questo sito usa i cookie');

    await userEvent.click(screen.getByRole('button', { name: 'Accetta tutti' }));

    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ technical: true, analytics: true, profilation: true });
    expect(Date.now() - Date.parse(stored().saveDate)).toBeLessThan(5000);
    expect(stored().uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuse all keeps technical cookies only', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rifiuta tutti' }));

    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ technical: true, analytics: false, profilation: false });
  });

  it('lets the shopper choose each kind; technical cookies stay on and cannot be switched off', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(await screen.findByRole('button', { name: 'Personalizza' }));

    const technical = await screen.findByRole('switch', { name: 'Cookie tecnici' });
    expect(technical).toBeChecked();
    expect(technical).toBeDisabled();
    const analytics = screen.getByRole('switch', { name: 'Cookie analitici' });
    const profilation = screen.getByRole('switch', { name: 'Cookie di profilazione' });
    expect(analytics).not.toBeChecked();
    expect(profilation).not.toBeChecked();

    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Salva le preferenze' }));

    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ technical: true, analytics: true, profilation: false });
  });

  it('stays hidden while a choice is less than a year old, and asks again after a year', async () => {
    storeChoice(200);
    const { unmount } = renderWithProviders(<CookieConsent />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).not.toBeInTheDocument());
    unmount();

    storeChoice(366);
    cookieConsentStore.reset();
    renderWithProviders(<CookieConsent />);
    expect(await screen.findByRole('region', { name: 'Consenso ai cookie' })).toBeInTheDocument();
  });

  it('reopens on the detailed view with the stored choice', async () => {
    storeChoice(10);
    renderWithProviders(<CookieConsent />);
    cookieConsentStore.edit();

    expect(await screen.findByRole('switch', { name: 'Cookie analitici' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Salva le preferenze' })).toBeInTheDocument();
  });
});

describe('cookie consent in the native app', () => {
  const nativePlatform = { ...createWebPlatform(), name: 'android', isNative: true } as const;
  beforeEach(() => {
    localStorage.clear();
    cookieConsentStore.reset();
  });
  afterEach(() => {
    setPlatform(null);
    cookieConsentStore.reset();
  });

  it('is assumed granted: no bar, analytics and profilation on, even over a refusal stored earlier', async () => {
    storeChoice(10);
    setPlatform(nativePlatform);
    renderWithProviders(<CookieConsent />);

    expect(cookieConsentStore.get()).toMatchObject({
      needed: false,
      preferences: { technical: true, analytics: true, profilation: true },
    });
    // The footer's "Preferenze cookie" opens nothing in the app either.
    act(() => cookieConsentStore.edit());
    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).not.toBeInTheDocument();
  });

  it('tells whoever read the browser’s consent before the app’s platform arrived (analytics reads it at start)', () => {
    storeChoice(10);
    const seen: boolean[] = [];
    const stop = cookieConsentStore.subscribe(() => seen.push(cookieConsentStore.get().preferences?.analytics ?? false));
    expect(cookieConsentStore.get().preferences?.analytics).toBe(false);

    setPlatform(nativePlatform);
    stop();
    expect(seen).toEqual([true]);
  });

  it('a browser still asks', async () => {
    renderWithProviders(<CookieConsent />);
    expect(await screen.findByRole('region', { name: 'Consenso ai cookie' })).toBeInTheDocument();
    expect(cookieConsentStore.get().preferences).toBeNull();
  });
});
