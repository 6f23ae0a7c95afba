import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, makeCategory, makeListing, makeProduct } from '../../../features/catalogue/testing/fixtures';
import { NoFallback, TestProviders } from '../../../features/catalogue/testing/render';
import { getCache } from '../../../lib/api/client';
import { queryClient } from '../../../lib/query-client';
import * as categoryRoute from './category';

function renderCategoryRoute(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/category/*', loader: categoryRoute.loader, Component: categoryRoute.Component, HydrateFallback: NoFallback },
      { path: '/not-found', element: <h1>Pagina non trovata</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('category route', () => {
  beforeEach(() => {
    queryClient.clear();
    getCache.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leads to /not-found when the category does not exist', async () => {
    const fetchMock = vi.fn(async (_url: string) => envelopeResponse(null, 404));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderCategoryRoute('/category/reparto-inesistente');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/ebsn/api/category?slug=reparto-inesistente');
  });

  it('shows a known category with its subcategories and the products of its subtree', async () => {
    const department = makeCategory({
      categories: [
        makeCategory({ categoryId: 11, parentId: 10, slug: 'frutta-e-verdura/frutta', name: 'Frutta' }),
        makeCategory({ categoryId: 12, parentId: 10, slug: 'frutta-e-verdura/verdura', name: 'Verdura' }),
      ],
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/ebsn/api/category')) return envelopeResponse({ category: department });
      return envelopeResponse(makeListing([makeProduct(), makeProduct({ productId: 102, name: 'Pesche sciroppate' })]));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCategoryRoute('/category/frutta-e-verdura');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Frutta' })).toHaveAttribute('href', '/category/frutta-e-verdura?categoryId=11');
    expect(screen.getByText('2 prodotti')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Pesche sciroppate' })).toBeVisible();
    const productsCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/ebsn/api/products'));
    expect(productsCall).toContain('parent_category_id=10');
  });
});
