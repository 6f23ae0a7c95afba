import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { apiAnswer, callsTo, stubApi } from '../../cart/testing/cart-server';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { makeOrder, makeOrderItem } from '../../orders/testing/order-fixtures';
import { PaymentOutcome } from './payment-outcome';

function renderOutcome(order: ReturnType<typeof makeOrder>) {
  const calls = stubApi((call) => (call.path === 'order/view' ? apiAnswer(order) : undefined));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  renderWithProviders(<PaymentOutcome orderId={order.orderId} outcome="completed" />, { queryClient });
  return calls;
}

describe('the thank-you page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recaps the slot, the address and the total, and which order an edit replaced', async () => {
    const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', priceCents: 199 });
    const order = makeOrder({ orderId: 55, replacesOrderId: 41, orderItems: [makeOrderItem(passata, 2)] });
    const calls = renderOutcome(order);

    expect(screen.getByRole('heading', { level: 1, name: "Grazie! L'ordine 55 è stato ricevuto." })).toBeVisible();
    const recap = await screen.findByRole('region', { name: "Riepilogo dell'ordine" });
    expect(within(recap).getByTestId('order-replacement-note')).toHaveTextContent(
      "L'ordine 55 sostituisce l'ordine 41, che hai modificato.",
    );
    expect(within(recap).getByText(order.shippingAddress.addressName)).toBeVisible();
    expect(within(recap).getByText(`${order.timeslot.beginTime} - ${order.timeslot.endTime}`)).toBeVisible();
    expect(within(recap).getByText('Totale')).toBeVisible();
    expect(within(recap).getByTestId('order-recap-total')).toHaveTextContent(/7,88\s€/);
    expect(callsTo(calls, 'order/view')[0]?.query.get('order_id')).toBe('55');
  });

  it('calls the total an estimate while loose products are still to be weighed', async () => {
    const apples = makeProduct({ productId: 102, name: 'Mele Golden' });
    renderOutcome(makeOrder({ orderId: 56, orderItems: [makeOrderItem(apples, 1, { weight: 0.5 })], totalIsEstimate: true }));
    const recap = await screen.findByRole('region', { name: "Riepilogo dell'ordine" });
    expect(within(recap).getByText('Totale stimato')).toBeVisible();
    expect(within(recap).queryByTestId('order-replacement-note')).not.toBeInTheDocument();
  });
});
