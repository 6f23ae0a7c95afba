import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { apiAnswer, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeLooseProduct, makeProduct } from '../../catalogue/testing/fixtures';
import { PaymentOutcome } from '../../checkout/components/payment-outcome';
import { makeOrder, makeOrderItem } from '../testing/order-fixtures';
import { OrderDetail } from './order-detail';
import { OrdersOverview } from './orders-overview';

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', packageDescr: '700 g', priceCents: 199 });
const apples = makeLooseProduct();
/** An order with loose apples, paid by card: its total is an estimate until the store weighs them. */
const estimated = makeOrder({
  orderId: 55,
  orderItems: [makeOrderItem(passata, 2), makeOrderItem(apples, 1.5)],
  grossTotalCents: 772,
  orderedTotalCents: 772,
  totalIsEstimate: true,
  paymentTypeId: 12,
  preauthorisedCents: 926,
});
const exact = makeOrder({ orderId: 56, orderItems: [makeOrderItem(passata, 2)], grossTotalCents: 398, totalIsEstimate: false });

function render(ui: React.ReactNode, route: (call: RecordedCall) => Response | undefined) {
  stubApi(route);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  return renderWithProviders(ui, { queryClient });
}
const orderView = (call: RecordedCall) =>
  call.path === 'order/view' ? apiAnswer(call.query.get('order_id') === '56' ? exact : estimated) : undefined;

describe('estimated order totals', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the order detail says Totale stimato, that loose products are weighed, and what the card holds', async () => {
    render(<OrderDetail orderId={55} />, orderView);
    const totals = await screen.findByRole('region', { name: "Totali dell'ordine" });
    expect(within(totals).getByText('Totale stimato')).toBeVisible();
    const note = within(totals).getByTestId('estimate-note');
    expect(note).toHaveTextContent(
      "I prodotti sfusi e a peso variabile sono pesati durante la preparazione della spesa: l'importo finale può essere diverso dal totale stimato.",
    );
    expect(note).toHaveTextContent('Importo pre-autorizzato sulla carta: 9,26 €.');
  });

  it('an order without loose products has a plain Totale and no note', async () => {
    render(<OrderDetail orderId={56} />, orderView);
    const totals = await screen.findByRole('region', { name: "Totali dell'ordine" });
    expect(within(totals).getByText('Totale')).toBeVisible();
    expect(within(totals).queryByTestId('estimate-note')).not.toBeInTheDocument();
  });

  it('My orders labels each total', async () => {
    render(<OrdersOverview />, (call) =>
      call.path === 'order/list'
        ? apiAnswer({ orders: [estimated, exact], page: { selPage: 1, totPages: 1, totItems: 2, itemsPerPage: 12 } })
        : undefined,
    );
    const list = await screen.findByRole('list', { name: 'I tuoi ordini' });
    expect(within(list).getByRole('link', { name: /^Apri l'ordine 55:/ })).toHaveTextContent(/Totale stimato\s*7,72\s€/);
    expect(within(list).getByRole('link', { name: /^Apri l'ordine 56:/ })).toHaveTextContent(/Totale\s*3,98\s€/);
  });

  it('the thank-you page recaps the total as an estimate', async () => {
    render(<PaymentOutcome orderId={55} outcome="completed" />, orderView);
    const total = await screen.findByTestId('order-recap-total');
    expect(total).toHaveTextContent(/^7,72\s€$/);
    const recap = screen.getByRole('region', { name: /riepilogo/i });
    expect(recap).toHaveTextContent(/Totale stimato\s*7,72\s€/);
    expect(recap).toHaveTextContent('I prodotti sfusi e a peso variabile sono pesati');
  });
});
