import { formatEuro } from '@spesa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantSettings } from '../../config/tenant-settings';
import { BottomNavigation } from '../../features/shell/components/bottom-navigation';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CartIcon, Navbar } from './navbar';

/** Makes every `(min-width: …)` media query match (a desktop) or none (a phone). */
function screenWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the running cart total in the shell', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the total in the header’s cart button on desktop, as an estimate with loose products', async () => {
    screenWide(true);
    const onOpen = vi.fn();
    const navbar = (estimate: boolean) => (
      <Navbar
        tenant={tenantSettings()}
        cartCount={3}
        cartTotalCents={2345}
        cartTotalEstimate={estimate}
        onOpen={onOpen}
        onIntent={() => {}}
      />
    );
    const view = renderWithProviders(navbar(false));
    const button = screen.getByRole('button', { name: `Apri il carrello, 3 prodotti, Totale ${formatEuro(2345)}` });
    expect(within(button).getByTestId('header-cart-total')).toHaveTextContent('23,45 €');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith('cart');
    view.unmount();
    renderWithProviders(navbar(true));
    expect(
      screen.getByRole('button', { name: `Apri il carrello, 3 prodotti, Totale stimato ${formatEuro(2345)}` }),
    ).toBeVisible();
  });

  it('keeps the phone’s header an icon: the total is in the bottom navigation', () => {
    screenWide(false);
    renderWithProviders(
      <Navbar
        tenant={tenantSettings()}
        cartCount={3}
        cartTotalCents={2345}
        cartTotalEstimate={false}
        onOpen={() => {}}
        onIntent={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Apri il carrello, 3 prodotti' })).toBeVisible();
    expect(screen.queryByTestId('header-cart-total')).not.toBeInTheDocument();
  });

  it('the bottom navigation: home, orders, products, the cart with its count and total, lists', async () => {
    const onOpenCart = vi.fn();
    const onOpenCategories = vi.fn();
    renderWithProviders(
      <BottomNavigation
        cartCount={2}
        cartTotalCents={1290}
        cartTotalEstimate
        cartIcon={<CartIcon count={2} />}
        onOpenCart={onOpenCart}
        onOpenCategories={onOpenCategories}
        onIntent={() => {}}
      />,
      { path: '/profile/orders' },
    );
    const bar = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Ordini' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Liste' })).toHaveAttribute('href', '/profile/lists');
    await userEvent.click(within(bar).getByRole('button', { name: 'Prodotti' }));
    expect(onOpenCategories).toHaveBeenCalled();
    const cart = within(bar).getByRole('button', { name: `Carrello, 2 prodotti, Totale stimato ${formatEuro(1290)}` });
    expect(within(cart).getByTestId('bottom-navigation-total')).toHaveTextContent('12,90 €');
    expect(cart).toHaveTextContent('2');
    await userEvent.click(cart);
    expect(onOpenCart).toHaveBeenCalled();
  });
});
