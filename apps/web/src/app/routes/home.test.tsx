import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../features/catalogue/testing/fixtures';
import { categoryTree } from '../../features/categories/testing/category-fixtures';
import { contentAnswer } from '../../features/content/testing/content-fixtures';
import { getCache } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { envelope, renderWithProviders } from '../../testing/render-with-providers';
import { Component as Home, loader } from './home';

const page = { selPage: 1, totPages: 1, totItems: 1, itemsPerPage: 12 };
const offer = makeProduct({
  productId: 1,
  slug: 'caffe-macinato',
  name: 'Caffè macinato classico',
  priceCents: 244,
  priceStandardCents: 349,
});
const novelty = makeProduct({ productId: 2, slug: 'gnocchi', name: 'Gnocchi di patate', isNew: true });

function stubApi(status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (status !== 200) return envelope(null, status);
      const content = contentAnswer(url);
      if (content) return content;
      if (url.startsWith('/ebsn/api/category')) return envelope({ categories: categoryTree });
      if (url.includes('promo=true')) return envelope({ products: [offer], page, facets: [] });
      if (url.includes('new=true')) return envelope({ products: [novelty], page, facets: [] });
      return envelope(null, 404);
    }),
  );
}

const renderHome = () =>
  renderWithProviders(<Outlet />, {
    queryClient,
    routes: [
      { index: true, loader, Component: Home },
      { path: 'service-down', element: <p>Servizio giù</p> },
    ],
  });

describe('home', { timeout: 15_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    getCache.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the hero, the departments, the offers and the new products', async () => {
    stubApi();
    renderHome();

    expect(await screen.findByRole('heading', { level: 1, name: 'La tua spesa, senza code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri le offerte' })).toHaveAttribute('href', '#offerte');

    const departments = screen.getByRole('region', { name: 'I nostri reparti' });
    expect(await within(departments).findByRole('link', { name: 'Frutta e verdura' })).toHaveAttribute(
      'href',
      '/category/frutta-e-verdura',
    );
    expect(within(departments).queryByText('Reparto nascosto')).not.toBeInTheDocument();

    const offers = screen.getByRole('region', { name: 'Offerte della settimana' });
    expect(await within(offers).findByRole('heading', { name: 'Caffè macinato classico' })).toBeInTheDocument();
    const news = await screen.findByRole('region', { name: 'Novità' });
    expect(await within(news).findByRole('heading', { name: 'Gnocchi di patate' })).toBeInTheDocument();
    expect(document.title).toBe('Buonmercato | La spesa online con consegna a casa');
  });

  it("shows the content's slides and the blocks placed on the home", async () => {
    stubApi();
    renderHome();
    expect(await screen.findByRole('region', { name: 'Novità e promozioni' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '1 di 2: Il Natale è servito' })).toBeInTheDocument();
    const blocks = await screen.findByRole('region', { name: 'In evidenza' });
    expect(await within(blocks).findByRole('heading', { name: 'La carta fedeltà' })).toBeInTheDocument();
    expect(within(blocks).getByRole('link', { name: 'Scopri i vantaggi' })).toHaveAttribute('href', '/vantaggi');
  });

  it('goes to the service-down page when the server fails', async () => {
    stubApi(503);
    renderHome();
    // The query client asks twice more before giving up on a 5xx.
    expect(await screen.findByText('Servizio giù', {}, { timeout: 6000 })).toBeInTheDocument();
  });
});
