import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, makeCategory, makeProduct } from '../../../features/catalogue/testing/fixtures';
import { renderRoute, setUpRouteTests, stubFetch } from '../../../testing/render-route';
import * as productRoute from './product';

function renderProduct(path: string, answer: (url: string) => Response) {
  stubFetch(answer);
  return renderRoute(productRoute, '/product/:slug', path);
}

describe('product route', () => {
  setUpRouteTests();

  it('leads to /not-found when the product does not exist', async () => {
    const router = renderProduct('/product/non-esiste', () => envelopeResponse(null, 404));
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('shows the product with its breadcrumbs down from the department', async () => {
    const leaf = makeCategory({ categoryId: 30, parentId: 11, slug: 'frutta-e-verdura/frutta/mele', name: 'Mele' });
    const bySlug: Record<string, ReturnType<typeof makeCategory>> = {
      'frutta-e-verdura': makeCategory(),
      'frutta-e-verdura/frutta': makeCategory({ categoryId: 11, parentId: 10, slug: 'frutta-e-verdura/frutta', name: 'Frutta' }),
      'frutta-e-verdura/frutta/mele': leaf,
    };
    renderProduct('/product/prodotto-101', (url) => {
      const query = new URL(url, 'http://shop').searchParams;
      if (url.startsWith('/ebsn/api/product/view')) return envelopeResponse({ product: makeProduct({ isNew: true }) });
      if (query.get('categoryId')) return envelopeResponse({ category: leaf });
      return envelopeResponse({ category: bySlug[query.get('slug') ?? ''] });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Passata di pomodoro' })).toBeVisible();
    expect(screen.getByText('Novità')).toBeVisible();
    const trail = await screen.findByRole('navigation', { name: 'Percorso di navigazione' });
    expect(await screen.findByRole('link', { name: 'Frutta' })).toHaveAttribute('href', '/category/frutta-e-verdura/frutta');
    expect(trail).toHaveTextContent('HomepageFrutta e verduraFruttaMelePassata di pomodoro');
  });
});
