import type { Cart } from '@spesa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { cartDialogs } from '../api/cart-dialogs';
import { cartQueryKey } from '../api/get-cart';
import { makeCartItem, makeFilledCart } from '../testing/cart-fixtures';
import { apiAnswer, type RecordedCall, stubApi } from '../testing/cart-server';
import { CartDialogsHost } from './cart-dialogs-host';
import CartDrawerContent from './cart-drawer-content';

const spaghetti = makeProduct({
  productId: 11,
  name: 'Spaghetti n.5',
  packageDescr: '500 g',
  priceCents: 119,
  warehousePromo: { promoId: 7, view: { cssClass: 'promo-3x2', header: '3x2', body: 'Prendi 3, paghi 2', footer: '' } },
});
const threeForTwo = {
  promoId: 7,
  kind: 'multiBuy' as const,
  header: '3x2',
  label: '3x2 applicato',
  discountCents: 119,
  discount: 1.19,
};

function renderDrawer(cart: Cart, route: (call: RecordedCall) => Response | undefined = () => undefined) {
  stubApi((call) => route(call) ?? (call.path === 'cart/view' ? apiAnswer(cart) : undefined));
  const view = renderWithProviders(
    <>
      <CartDrawerContent loggedIn onClose={() => {}} />
      <CartDialogsHost />
    </>,
  );
  view.queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  view.queryClient.setQueryData(cartQueryKey, cart);
  return view;
}

describe('promotions in the cart drawer', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cartDialogs.answer();
  });

  it("shows the line's promotion and saving as the server computed them, and the savings in the summary", async () => {
    const line = makeCartItem(spaghetti, 3, { grossTotalCents: 238, grossTotal: 2.38, promotion: threeForTwo });
    renderDrawer(makeFilledCart([line], { promotionDiscountCents: 119, promotionDiscount: 1.19 }));
    expect(await screen.findByText(/^3x2 applicato: −1,19\s€$/)).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Riepilogo del carrello' });
    const savings = within(summary).getByText('Risparmi con le promozioni').closest('div')?.querySelector('dd');
    expect(savings?.textContent).toBe('1,19\u00a0€');
  });

  it('says nothing of promotions for a cart without any', async () => {
    renderDrawer(makeFilledCart([makeCartItem(spaghetti, 2)]));
    await screen.findByRole('link', { name: 'Spaghetti n.5' });
    expect(screen.queryByText(/applicato/)).toBeNull();
    expect(screen.queryByText('Risparmi con le promozioni')).toBeNull();
  });

  it("shows the answer's notices of a change of quantity as toasts: one more piece for the 3x2, and the 3x2 lost", async () => {
    const user = userEvent.setup();
    const two = makeCartItem(spaghetti, 2);
    const three = makeCartItem(spaghetti, 3, { grossTotalCents: 238, promotion: threeForTwo });
    renderDrawer(makeFilledCart([two]), (call) => {
      if (call.path !== 'cart/update') return undefined;
      const quantity = (call.body as { items: { quantity: number }[] }).items[0]?.quantity;
      return quantity === 3
        ? apiAnswer(makeFilledCart([three]), {
            infos: [{ code: 'msg.cart.promotionGained', description: '3x2 applicato: −1,19 €.' }],
          })
        : apiAnswer(makeFilledCart([makeCartItem(spaghetti, 1)]), {
            warnings: [{ code: 'msg.cart.promotionLost', description: 'Hai perso lo sconto 3x2.' }],
          });
    });
    await user.click(await screen.findByRole('button', { name: 'Aumenta la quantità di Spaghetti n.5' }));
    expect(await screen.findByText('3x2 applicato: −1,19 €.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Diminuisci la quantità di Spaghetti n.5' }));
    expect(await screen.findByText('Hai perso lo sconto 3x2.')).toBeVisible();
  });
});
