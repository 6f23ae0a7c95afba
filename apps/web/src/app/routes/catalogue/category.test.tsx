import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, makeCategory, makeListing, makeProduct } from '../../../features/catalogue/testing/fixtures';
import { getCache } from '../../../lib/api/client';
import { queryClient } from '../../../lib/query-client';
import { renderRoute, setUpRouteTests, stubFetch } from '../../../testing/render-route';
import { TestProviders } from '../../../testing/render-with-providers';
import * as categoryRoute from './category';

/** Data routers warn without a fallback for their first load; the test needs none. */
const NoFallback = () => null;
const renderCategoryRoute = (path: string) => renderRoute(categoryRoute, '/category/*', path);

describe('category route', () => {
  setUpRouteTests();

  it('leads to /not-found when the category does not exist', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null, 404));
    const router = renderCategoryRoute('/category/reparto-inesistente');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
    // The spec's cache-burst hash rides along: the client cache's 15-minute window.
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/ebsn\/api\/category\?slug=reparto-inesistente&hash=\d+$/);
  });

  it('shows a known category with its subcategories and the products of its subtree', async () => {
    const department = makeCategory({
      categories: [
        makeCategory({ categoryId: 11, parentId: 10, slug: 'frutta-e-verdura/frutta', name: 'Frutta' }),
        makeCategory({ categoryId: 12, parentId: 10, slug: 'frutta-e-verdura/verdura', name: 'Verdura' }),
      ],
    });
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/ebsn/api/category')) return envelopeResponse({ category: department });
      return envelopeResponse(makeListing([makeProduct(), makeProduct({ productId: 102, name: 'Pesche sciroppate' })]));
    });
    renderCategoryRoute('/category/frutta-e-verdura');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Frutta' })).toHaveAttribute('href', '/category/frutta-e-verdura?categoryId=11');
    expect(screen.getByText('2 prodotti')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Pesche sciroppate' })).toBeVisible();
    const productsCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/ebsn/api/products'));
    expect(productsCall).toContain('parent_category_id=10');
  });

  describe('kept alive (first file, section 2)', () => {
    afterEach(() => vi.useRealTimers());

    it('back from a product minutes later, after a cart change: the same list at once, nothing asked again', async () => {
      const department = makeCategory();
      const fetchMock = stubFetch((url) => {
        if (url.startsWith('/ebsn/api/category')) return envelopeResponse({ category: department });
        return envelopeResponse(makeListing([makeProduct(), makeProduct({ productId: 102, name: 'Pesche sciroppate' })]));
      });
      const router = createMemoryRouter(
        [
          { path: '/category/*', loader: categoryRoute.loader, Component: categoryRoute.Component, HydrateFallback: NoFallback },
          { path: '/product/:slug', element: <h1>Scheda prodotto</h1> },
        ],
        { initialEntries: ['/category/frutta-e-verdura?promo=true'] },
      );
      render(
        <TestProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </TestProviders>,
      );
      expect(await screen.findByRole('article', { name: 'Pesche sciroppate' })).toBeVisible();
      const asked = fetchMock.mock.calls.length;

      await act(() => router.navigate('/product/pesche-sciroppate'));
      expect(await screen.findByRole('heading', { name: 'Scheda prodotto' })).toBeVisible();
      // On the product page: an add to the cart (a POST clears the GET cache) and five minutes.
      getCache.clear();
      vi.useFakeTimers({ now: Date.now() + 5 * 60_000, shouldAdvanceTime: true });

      await act(() => router.navigate(-1));
      expect(await screen.findByRole('article', { name: 'Pesche sciroppate' })).toBeVisible();
      expect(router.state.location.search).toBe('?promo=true');
      await act(() => vi.advanceTimersByTimeAsync(100));
      const catalogueCalls = fetchMock.mock.calls.slice(asked).filter(([url]) => String(url).startsWith('/ebsn/api/'));
      expect(catalogueCalls).toEqual([]);
    });
  });
});
