import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, makeListing, makeProduct } from '../../../features/catalogue/testing/fixtures';
import { NoFallback, TestProviders } from '../../../features/catalogue/testing/render';
import { getCache } from '../../../lib/api/client';
import { queryClient } from '../../../lib/query-client';
import * as searchRoute from './search';

function renderSearch(path: string, answer: (url: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
  const router = createMemoryRouter(
    [{ path: '/search', loader: searchRoute.loader, Component: searchRoute.Component, HydrateFallback: NoFallback }],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('search route', () => {
  beforeEach(() => {
    queryClient.clear();
    getCache.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the results and 'Forse cercavi' when the server corrected the words", async () => {
    renderSearch('/search?q=parmigano', () =>
      envelopeResponse(makeListing([makeProduct({ name: 'Parmigiano Reggiano DOP' })], { correctedQuery: 'parmigiano' })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Risultati per «parmigano»' })).toBeVisible();
    expect(screen.getByText('Forse cercavi «parmigiano»?')).toBeVisible();
    expect(screen.getByText('1 prodotto')).toBeVisible();
    // The cards are drawn in a transition, just after the rest of the page.
    expect(await screen.findByRole('article', { name: 'Parmigiano Reggiano DOP' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Ordina per' })).toHaveDisplayValue('Rilevanza');
  });

  it('offers suggestions when nothing matches', async () => {
    renderSearch('/search?q=pamigiano', (url) =>
      url.startsWith('/ebsn/api/products/suggest')
        ? envelopeResponse({ suggestions: { words: ['parmigiano'], categories: [], products: [] } })
        : envelopeResponse(makeListing([], { facets: [] })),
    );
    expect(await screen.findByRole('heading', { name: 'Nessun prodotto trovato per «pamigiano»' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'parmigiano' })).toHaveAttribute('href', '/search?q=parmigiano');
  });
});
