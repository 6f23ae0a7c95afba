import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '../../features/app-platform/current-platform';
import { categoryTree } from '../../features/categories/testing/category-fixtures';
import { contentAnswer } from '../../features/content/testing/content-fixtures';
import { cookieConsentStore } from '../../features/cookie-consent/utils/consent-store';
import { createFakePlatform } from '../../features/shell/testing/fake-platform';
import { getCache } from '../../lib/api/client';
import { envelope, renderWithProviders } from '../../testing/render-with-providers';
import { Component as RootLayout } from './root-layout';

/** Makes every `(min-width: …)` media query match (a desktop) or none (a phone). */
function screenWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const renderShell = () =>
  renderWithProviders(<RootLayout />, { path: '/', routes: [{ index: true, element: <p>Pagina iniziale</p> }] });
const bar = () => screen.queryByRole('navigation', { name: 'Navigazione principale' });
/** What the bars drawn outside the shell (the toasts) keep clear of. */
const barHeight = () => document.documentElement.style.getPropertyValue('--bottom-nav-height');

describe('the bottom navigation in the shell', { timeout: 15_000 }, () => {
  let fake: ReturnType<typeof createFakePlatform>;
  beforeEach(() => {
    localStorage.clear();
    cookieConsentStore.reset();
    getCache.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/version.json') return new Response(JSON.stringify({ version: '2.0.0' }));
        if (url.startsWith('/ebsn/api/category')) return envelope({ categories: categoryTree });
        return contentAnswer(url) ?? envelope(null, 404);
      }),
    );
    fake = createFakePlatform('web');
    setPlatform(fake.platform);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setPlatform(null);
  });

  it('is on a phone, and the toasts keep clear of it', async () => {
    screenWide(false);
    renderShell();
    expect(bar()).toBeVisible();
    expect(barHeight()).toBe('64px');
    expect(await screen.findByRole('region', { name: 'Consenso ai cookie' })).toBeInTheDocument();
  });

  it('is not on a desktop', () => {
    screenWide(true);
    renderShell();
    expect(bar()).not.toBeInTheDocument();
    expect(barHeight()).toBe('');
  });

  it('steps aside while the on-screen keyboard is open, and comes back when it closes', () => {
    screenWide(false);
    renderShell();
    act(() => fake.keyboard(true));
    expect(bar()).not.toBeInTheDocument();
    expect(barHeight()).toBe('');
    act(() => fake.keyboard(false));
    expect(bar()).toBeVisible();
    expect(barHeight()).toBe('64px');
  });
});
