import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setPlatform } from '../../app-platform/current-platform';
import { createWebPlatform } from '../../app-platform/web-platform';
import { INSTALL_BANNER_KEY } from '../utils/install-choice';
import { installPrompt } from '../utils/install-prompt';
import { InstallBannerHost } from './install-banner-host';

const DAY = 24 * 60 * 60 * 1000;

/** Chromium's offer to install, with the shopper's answer to its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
  const prompt = vi.fn(async () => {});
  event.prompt = prompt;
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('the install banner', () => {
  beforeAll(() => installPrompt.start());
  beforeEach(() => {
    localStorage.clear();
    installPrompt.drop();
  });
  afterEach(() => {
    setPlatform(null);
    vi.useRealTimers();
  });

  it('appears in Italian when the browser offers the install, and keeps the browser’s own bar away', async () => {
    renderWithProviders(<InstallBannerHost blocked={false} />);
    expect(screen.queryByRole('region', { name: /Installa l'app/ })).not.toBeInTheDocument();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    const banner = await screen.findByRole('region', { name: "Installa l'app Buonmercato" });
    expect(banner).toHaveTextContent('Aggiungi Buonmercato alla schermata Home');
    expect(screen.getByRole('button', { name: 'Installa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Non ora' })).toBeInTheDocument();
  });

  it('waits while the cookie bar asks for its choice', () => {
    renderWithProviders(<InstallBannerHost blocked />);
    offerInstall();
    expect(screen.queryByRole('region', { name: /Installa l'app/ })).not.toBeInTheDocument();
  });

  it('"Non ora" hides it and remembers the day', async () => {
    renderWithProviders(<InstallBannerHost blocked={false} />);
    offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Non ora' }));
    expect(screen.queryByRole('region', { name: /Installa l'app/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(INSTALL_BANNER_KEY) ?? '{}')).toMatchObject({ choice: 'not-now' });
  });

  it('comes back 7 days after "Non ora", not 6', async () => {
    localStorage.setItem(INSTALL_BANNER_KEY, JSON.stringify({ choice: 'not-now', at: Date.now() - 6 * DAY }));
    const first = renderWithProviders(<InstallBannerHost blocked={false} />);
    offerInstall();
    expect(screen.queryByRole('region', { name: /Installa l'app/ })).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem(INSTALL_BANNER_KEY, JSON.stringify({ choice: 'not-now', at: Date.now() - 7 * DAY - 1000 }));
    act(() => installPrompt.drop());
    renderWithProviders(<InstallBannerHost blocked={false} />);
    offerInstall();
    expect(await screen.findByRole('region', { name: /Installa l'app/ })).toBeInTheDocument();
  });

  it('"Installa" opens the browser’s dialog; declining it brings the banner back only after 14 days', async () => {
    renderWithProviders(<InstallBannerHost blocked={false} />);
    const { prompt } = offerInstall('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Installa' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(INSTALL_BANNER_KEY) ?? '{}')).toMatchObject({ choice: 'declined' }),
    );
    expect(screen.queryByRole('region', { name: /Installa l'app/ })).not.toBeInTheDocument();
  });

  it('never shows inside the native wrapper', () => {
    setPlatform({ ...createWebPlatform(), isNative: true, name: 'android' });
    renderWithProviders(<InstallBannerHost blocked={false} />);
    offerInstall();
    expect(screen.queryByRole('region', { name: /Installa l'app/ })).not.toBeInTheDocument();
  });
});
