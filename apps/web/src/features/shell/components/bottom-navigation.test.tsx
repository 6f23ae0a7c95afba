import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BottomNavigation, currentBottomNavigationItem } from './bottom-navigation';

const renderBar = (path: string, cartCount = 0) =>
  renderWithProviders(
    <BottomNavigation
      cartCount={cartCount}
      cartTotalCents={cartCount ? 1290 : null}
      cartTotalEstimate={false}
      cartIcon={<span>{cartCount || ''}</span>}
      onOpenCart={() => {}}
      onOpenCategories={() => {}}
      onIntent={() => {}}
    />,
    { path },
  );

/** The names of the bar's items marked current (a link as the page, a button as the section). */
const currentItems = () => {
  const bar = within(screen.getByRole('navigation', { name: 'Navigazione principale' }));
  return [...bar.getAllByRole('link'), ...bar.getAllByRole('button')]
    .filter((item) => item.hasAttribute('aria-current'))
    .map((item) => `${item.textContent} (${item.getAttribute('aria-current')})`);
};

describe('the bottom navigation’s current item', () => {
  it.each([
    ['/', 'home'],
    ['/profile/orders', 'orders'],
    ['/profile/orders/42', 'orders'],
    ['/profile/lists', 'lists'],
    ['/profile/lists/favourites', 'lists'],
    ['/category/frutta-e-verdura', 'products'],
    ['/product/mele-golden', 'products'],
    ['/search', 'products'],
    ['/fast-search', 'products'],
    ['/checkout', 'cart'],
    ['/payment', 'cart'],
    ['/faq', null],
    ['/profile/addresses', null],
    ['/cart/payment-completed/42', null],
    ['/searching', null],
  ])('%s belongs to %s', (path, item) => {
    expect(currentBottomNavigationItem(path)).toBe(item);
  });

  it('highlights home on the home page, and only it', () => {
    renderBar('/');
    expect(currentItems()).toEqual(['Home (page)']);
  });

  it('highlights the products on a category, a button for the section', () => {
    renderBar('/category/frutta');
    expect(currentItems()).toEqual(['Prodotti (true)']);
  });

  it('highlights the cart during checkout, its name still counting the items', () => {
    renderBar('/checkout', 3);
    const cart = screen.getByRole('button', { name: /Carrello, 3 prodotti, Totale/ });
    expect(cart).toHaveAttribute('aria-current', 'true');
    expect(currentItems()).toHaveLength(1);
  });

  it('highlights nothing on a page outside its five items', () => {
    renderBar('/faq');
    expect(currentItems()).toEqual([]);
  });
});
