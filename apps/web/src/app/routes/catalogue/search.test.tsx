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

  it("shows 'Risultati per' the words actually searched, and 'Forse cercavi', when the server corrected them", async () => {
    renderSearch('/search?q=parmigano', () =>
      envelopeResponse(makeListing([makeProduct({ name: 'Parmigiano Reggiano DOP' })], { correctedQuery: 'parmigiano' })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Risultati per «parmigiano»' })).toBeVisible();
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

  it("shows 'Risultati per «olio extravergine»' for 'olio extra vergine', and says when the search was relaxed", async () => {
    renderSearch('/search?q=olio%20extra%20vergine%20bio', () =>
      envelopeResponse(
        makeListing([makeProduct({ name: 'Olio extravergine di oliva' })], {
          correctedQuery: 'olio extravergine bio',
          relaxed: true,
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Risultati per «olio extravergine bio»' })).toBeVisible();
    expect(screen.getByText('Nessun prodotto contiene tutte le parole cercate')).toBeVisible();
    expect(screen.getByText('Ti mostriamo prima i prodotti che contengono più parole di «olio extravergine bio».')).toBeVisible();
  });

  it("without q shows the category's products (parent_category_id), asked of the server", async () => {
    const asked: string[] = [];
    renderSearch('/search?parent_category_id=7', (url) => {
      asked.push(url);
      return url.startsWith('/ebsn/api/category')
        ? envelopeResponse({ category: { categoryId: 7, parentId: 0, slug: 'frutta', name: 'Frutta', categories: [] } })
        : envelopeResponse(makeListing([makeProduct({ name: 'Mele Fuji' })]));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frutta: tutti i prodotti' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Mele Fuji' })).toBeVisible();
    const listing = asked.find((url) => url.startsWith('/ebsn/api/products'));
    expect(listing).toContain('parent_category_id=7');
    expect(listing).not.toContain('q=');
  });

  it("without q nor category shows the shop's products", async () => {
    renderSearch('/search', () => envelopeResponse(makeListing([makeProduct({ name: 'Pane casereccio' })])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutti i prodotti' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Pane casereccio' })).toBeVisible();
  });

  it("honours the spec's filter param: 'filter=promo,new' opens with those filters on, sent to the server", async () => {
    const asked: string[] = [];
    renderSearch('/search?q=latte&filter=promo,new', (url) => {
      asked.push(url);
      return envelopeResponse(makeListing([makeProduct({ name: 'Latte intero fresco' })]));
    });
    expect(await screen.findByRole('article', { name: 'Latte intero fresco' })).toBeVisible();
    const listing = asked.find((url) => url.startsWith('/ebsn/api/products'));
    expect(listing).toMatch(/promo=true/);
    expect(listing).toMatch(/new=true/);
    expect(listing).toContain('q=latte');
  });
});
