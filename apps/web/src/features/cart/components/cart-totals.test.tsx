import type { Cart } from '@spesa/domain';
import { formatEuro, preauthorisationCents } from '@spesa/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { makeLooseProduct, makeProduct } from '../../catalogue/testing/fixtures';
import { cartQueryKey } from '../api/get-cart';
import { makeCartItem, makeFilledCart } from '../testing/cart-fixtures';
import { apiAnswer, stubApi } from '../testing/cart-server';
import CartDrawerContent from './cart-drawer-content';

const milk = makeProduct({ productId: 103, name: 'Latte intero', packageDescr: '1 l', priceCents: 129 });
const apples = makeLooseProduct();
const homeTerms = { serviceKind: 'home', baseFeeCents: 490, freeThresholdCents: 8000, minimumOrderCents: 3000 } as const;

/** A home-delivery cart of `items`, with the progress the server would answer for its subtotal. */
function homeCart(items: Cart['cartItems']): Cart {
  const subTotalCents = items.reduce((sum, item) => sum + item.grossTotalCents, 0);
  const feeCents = subTotalCents >= homeTerms.freeThresholdCents ? 0 : homeTerms.baseFeeCents;
  return makeFilledCart(items, {
    deliveryFeeCents: feeCents,
    deliveryProgress: {
      ...homeTerms,
      feeCents,
      amountToFreeDeliveryCents: Math.max(0, homeTerms.freeThresholdCents - subTotalCents),
      amountToMinimumCents: Math.max(0, homeTerms.minimumOrderCents - subTotalCents),
    },
  });
}

function renderDrawer(cart: Cart) {
  stubApi((call) => (call.path === 'cart/view' ? apiAnswer(cart) : undefined));
  const view = renderWithProviders(<CartDrawerContent loggedIn onClose={() => {}} />);
  view.queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  view.queryClient.setQueryData(cartQueryKey, cart);
  return view;
}

describe('the cart drawer’s totals', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the running total in the sticky footer beside Vai alla cassa, and says what is missing', async () => {
    const cart = homeCart([makeCartItem(milk, 10)]); // 12,90 €
    renderDrawer(cart);
    const total = await screen.findByTestId('cart-drawer-total');
    expect(total).toHaveTextContent(`Totale${formatEuro(cart.totalPriceCents).replace('\u00a0', ' ')}`);
    expect(total.parentElement).toContainElement(screen.getByRole('link', { name: 'Vai alla cassa' }));
    expect(screen.getByText('Mancano 67,10 € per la consegna gratuita')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Verso la consegna gratuita' })).toHaveAttribute('aria-valuenow', '16');
    expect(screen.getByText('Ordine minimo 30,00 € per la consegna a domicilio: mancano 17,10 €')).toBeVisible();
  });

  it('says delivery is free once the threshold is reached, and nothing about a minimum already met', async () => {
    renderDrawer(homeCart([makeCartItem(milk, 70)])); // 90,30 €
    expect(await screen.findByText('Consegna gratuita raggiunta')).toBeVisible();
    expect(screen.queryByText(/Ordine minimo/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Mancano/)).not.toBeInTheDocument();
  });

  it('labels a total with loose products as an estimate, and explains the card pre-authorisation', async () => {
    const cart = homeCart([makeCartItem(milk, 30), makeCartItem(apples, 1)]);
    renderDrawer(cart);
    expect(await screen.findByTestId('cart-drawer-total')).toHaveTextContent('Totale stimato');
    const summary = screen.getByRole('region', { name: 'Riepilogo del carrello' });
    expect(within(summary).getByText('Totale stimato')).toBeVisible();
    const note = within(summary).getByTestId('estimate-note');
    expect(note).toHaveTextContent('I prodotti sfusi e a peso variabile sono pesati durante la preparazione della spesa');
    const held = preauthorisationCents('total_plus_20', {
      totalCents: cart.totalPriceCents,
      variableWeightCents: cart.cartItems[1]?.grossTotalCents ?? 0,
    });
    expect(note).toHaveTextContent(`pre-autorizziamo ${formatEuro(held).replace('\u00a0', ' ')} (il totale stimato più il 20%)`);
  });

  it('calls a total without loose products just Totale', async () => {
    renderDrawer(homeCart([makeCartItem(milk, 30)]));
    expect(await screen.findByTestId('cart-drawer-total')).toHaveTextContent(/^Totale\d/);
    expect(screen.queryByTestId('estimate-note')).not.toBeInTheDocument();
  });
});
