import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginDialog } from '../../../lib/api/login-dialog';
import { makeLooseProduct, makeProduct } from '../testing/fixtures';
import { renderWithRouter } from '../testing/render';
import { ProductCard } from './product-card';

// Intl writes a no-break space before the euro sign; Testing Library's matchers read it as a space.
describe('ProductCard', () => {
  it('shows brand, name, package, price and the price per kg', () => {
    renderWithRouter(<ProductCard product={makeProduct()} />);
    const card = screen.getByRole('article', { name: 'Passata di pomodoro' });
    expect(within(card).getByText('Orto Sole')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Passata di pomodoro' })).toHaveAttribute('href', '/product/prodotto-101');
    expect(within(card).getByText('500 g')).toBeVisible();
    expect(within(card).getByText('1,99 €')).toBeVisible();
    expect(within(card).getByText('3,98 €/kg')).toBeVisible();
    expect(within(card).queryByTestId('old-price')).toBeNull();
  });

  it('strikes through the price before the promotion and shows the promotion badge', () => {
    const product = makeProduct({
      priceCents: 149,
      priceStandardCents: 199,
      warehousePromo: { promoId: 1, view: { cssClass: 'promo-percent', header: '-25%', body: 'Sconto', footer: '' } },
    });
    renderWithRouter(<ProductCard product={product} />);
    const oldPrice = screen.getByTestId('old-price');
    expect(oldPrice.tagName).toBe('S');
    expect(oldPrice).toHaveTextContent('1,99 €');
    expect(screen.getByText('Prezzo precedente:')).toBeInTheDocument();
    expect(screen.getByText('1,49 €')).toBeVisible();
    const badge = screen.getByText('-25%').closest('.promo-badge');
    expect(badge).toHaveClass('promo-badge--promo-percent');
    expect(within(badge as HTMLElement).getByText('Sconto')).toBeVisible();
  });

  it("shows the 'Novità' badge only for new products", () => {
    const { unmount } = renderWithRouter(<ProductCard product={makeProduct({ isNew: true })} />);
    expect(screen.getByText('Novità')).toBeVisible();
    unmount();
    renderWithRouter(<ProductCard product={makeProduct({ isNew: false })} />);
    expect(screen.queryByText('Novità')).toBeNull();
  });

  it('gives the price of a loose product per kg, without repeating it as a unit price', () => {
    renderWithRouter(<ProductCard product={makeLooseProduct({ priceStandardCents: 299 })} />);
    expect(screen.getAllByText('2,49 €/kg')).toHaveLength(1);
    expect(screen.getByTestId('old-price')).toHaveTextContent('2,99 €/kg');
  });

  it('says when a product is not available and offers no add button', () => {
    renderWithRouter(<ProductCard product={makeProduct({ available: 0 })} />);
    expect(screen.getByText('Non disponibile')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Aggiungi/ })).toBeNull();
  });

  it('opens the login dialog when a visitor adds to the cart', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProductCard product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi Passata di pomodoro al carrello' }));
    // The cart flow's code comes with the first press (ProductQuantity): the dialog follows it.
    await waitFor(() => expect(loginDialog.state().open).toBe(true));
    loginDialog.close();
  });
});
