import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, makeCategory, makeListing, makeProduct } from '../../../features/catalogue/testing/fixtures';
import { renderRoute, setUpRouteTests, stubFetch } from '../../../testing/render-route';
import * as categoryRoute from './category';

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
});
