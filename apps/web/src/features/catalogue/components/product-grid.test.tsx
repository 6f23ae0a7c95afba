import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/fixtures';
import { renderWithRouter } from '../testing/render';
import { ProductGrid } from './product-grid';

const products = Array.from({ length: 6 }, (_, index) =>
  makeProduct({ productId: 500 + index, name: `Prodotto ${index + 1}`, slug: `prodotto-${index + 1}` }),
);

describe('ProductGrid', () => {
  it('puts the cards on the page a few at a time, each in the place of its skeleton, busy until the last', async () => {
    renderWithRouter(<ProductGrid products={products} />);
    const grid = screen.getByRole('list');
    // Every place is there from the start (a card or its skeleton), so nothing moves as the cards come.
    expect(grid.children).toHaveLength(6);
    expect(await screen.findByRole('article', { name: 'Prodotto 1' })).toBeVisible();
    expect(screen.getAllByRole('article').length).toBeLessThan(6);
    expect(grid).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6), { timeout: 15_000 });
    expect(screen.getByRole('article', { name: 'Prodotto 6' })).toBeVisible();
    expect(grid.children).toHaveLength(6);
    expect(grid).toHaveAttribute('aria-busy', 'false');
  }, 20_000);

  it('shows skeletons only while the products load', () => {
    renderWithRouter(<ProductGrid products={[]} loading skeletonCount={6} />);
    const grid = screen.getByRole('list');
    expect(grid.children).toHaveLength(6);
    expect(screen.queryByRole('article')).toBeNull();
    expect(grid).toHaveAttribute('aria-busy', 'true');
  });
});
