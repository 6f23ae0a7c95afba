import type { Cart } from '@spesa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { cartQueryKey } from '../../cart/api/get-cart';
import { makeCartItem, makeFilledCart } from '../../cart/testing/cart-fixtures';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { makeOrder } from '../../orders/testing/order-fixtures';
import { CheckoutView } from './checkout-view';
import { PaymentView } from './payment-view';

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', packageDescr: '700 g', priceCents: 199 });
const ownCart = () => makeFilledCart([makeCartItem(passata, 2)], { deliveryFeeCents: 390 });
const editOf41 = () => ({ ...ownCart(), cartStatusId: 7, editsOrderId: 41 });
const cancelledText =
  "Le modifiche all'ordine 41 sono state annullate e non sono state confermate: il carrello è di nuovo quello di prima.";

/** /payment on the edit of order 41 (still editable), the server's cart answered by `cart()` and the checkout calls by `checkout`. */
function renderEditPayment(cart: () => Cart, checkout: (call: RecordedCall) => Response) {
  const calls = stubApi((call) => {
    if (call.path === 'cart/view') return apiAnswer(cart());
    if (call.path === 'order/view') return apiAnswer(makeOrder({ orderId: 41, orderStatusId: 3 }));
    if (call.path.startsWith('checkout/')) return checkout(call);
    return undefined;
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  queryClient.setQueryData(cartQueryKey, editOf41());
  return { ...renderWithProviders(<CheckoutPages />, { path: '/payment', queryClient }), calls };
}

/** /payment, and /checkout where a refused confirmation goes. */
function CheckoutPages() {
  return useLocation().pathname === '/checkout' ? <CheckoutView /> : <PaymentView />;
}

async function confirmOrder() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }));
  await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
}

describe('/payment of an order edit', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says which edit it confirms, at prepare and at buy', async () => {
    const { calls } = renderEditPayment(editOf41, (call) =>
      call.path === 'checkout/prepare'
        ? apiAnswer({ cart: editOf41(), hold: { cartId: 1, timeslotId: 3, expiresAt: '' } })
        : apiAnswer({ order: makeOrder({ orderId: 55, replacesOrderId: 41 }), orderId: 55 }),
    );
    await confirmOrder();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cart/payment-completed/55'));
    expect(callsTo(calls, 'checkout/prepare')[0]?.query.get('edits_order_id')).toBe('41');
    expect(callsTo(calls, 'checkout/buy')[0]?.query.get('edits_order_id')).toBe('41');
  });

  it.each([
    ['with lines', ownCart],
    ['empty', () => makeFilledCart([])],
  ])('given up meanwhile: shows the server text above the own cart (%s), read again, at the checkout', async (_name, own) => {
    // Another tab gave the edit up: the server's cart is the shopper's own again.
    const { calls } = renderEditPayment(own, () =>
      apiAnswer(null, { status: 409, errors: [{ code: 'errors.order.editCancelled', description: cancelledText }] }),
    );
    await confirmOrder();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
    const notice = await screen.findByText(cancelledText);
    expect(notice.closest('[role="alert"]')).toBeVisible();
    // The cart read again is the shopper's own: no edit banner any more.
    await waitFor(() => expect(callsTo(calls, 'cart/view').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText(/Stai modificando l'ordine/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible();
    // Nothing bought, and no hold to give back: the server dropped it with the edit.
    expect(callsTo(calls, 'checkout/buy')).toHaveLength(0);
    expect(callsTo(calls, 'checkout/cancel')).toHaveLength(0);
  });
});
