import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { cartDrawer } from '../../../lib/cart-drawer';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { cartQueryKey } from '../../cart/api/get-cart';
import { makeCartItem, makeFilledCart } from '../../cart/testing/cart-fixtures';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeLooseProduct, makeProduct } from '../../catalogue/testing/fixtures';
import { externalPage } from '../../checkout/api/checkout';
import { makeOrder, makeOrderItem } from '../testing/order-fixtures';
import { OrderDetail } from './order-detail';
import { OrdersOverview } from './orders-overview';

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', packageDescr: '700 g', priceCents: 199 });
const apples = makeLooseProduct();

function render(ui: React.ReactNode, route: (call: RecordedCall) => Response | undefined) {
  const calls = stubApi(route);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  return { ...renderWithProviders(ui, { queryClient }), calls };
}

const page = (selPage: number, totPages: number, totItems: number) => ({ selPage, totPages, totItems, itemsPerPage: 12 });

describe('order pages', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('My orders', () => {
    it('lists the orders with their status label, day and total, 12 a page', async () => {
      const orders = [
        makeOrder({ orderId: 56, orderStatusId: 3, grossTotalCents: 4250 }),
        makeOrder({
          orderId: 41,
          orderStatusId: 8,
          orderStatusDescr: 'x',
          grossTotalCents: 1990,
          createdAt: '2026-10-02T08:00:00Z',
        }),
      ];
      const { calls } = render(<OrdersOverview />, (call) =>
        call.path === 'order/list' ? apiAnswer({ orders, page: page(Number(call.query.get('page')), 2, 14) }) : undefined,
      );
      const list = await screen.findByRole('list', { name: 'I tuoi ordini' });
      const first = within(list).getByRole('link', { name: /^Apri l'ordine 56:/ });
      expect(first).toHaveAttribute('href', '/profile/orders/56');
      expect(first).toHaveTextContent('Ordine n. 56');
      expect(first).toHaveTextContent('Effettuato il 21/11/2026');
      expect(first).toHaveTextContent('Ordinato');
      expect(first).toHaveTextContent(/42,50\s€/);
      const second = within(list).getByRole('link', { name: /^Apri l'ordine 41:/ });
      expect(second).toHaveTextContent('Consegnato');
      expect(second).toHaveTextContent('Effettuato il 02/10/2026');
      expect(callsTo(calls, 'order/list')[0]?.query.get('page_size')).toBe('12');

      await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
      await waitFor(() => expect(callsTo(calls, 'order/list').at(-1)?.query.get('page')).toBe('2'));
    });

    it('keeps an order replaced by an edit in the list, saying which order replaces it (show_replaced)', async () => {
      const replaced = makeOrder({ orderId: 41, orderStatusId: 10, replacedByOrderId: 55 });
      const edit = makeOrder({ orderId: 55, replacesOrderId: 41 });
      render(<OrdersOverview />, (call) =>
        call.path === 'order/list' ? apiAnswer({ orders: [edit, replaced], page: page(1, 1, 2) }) : undefined,
      );
      const list = await screen.findByRole('list', { name: 'I tuoi ordini' });
      const [editRow, replacedRow] = within(list).getAllByRole('listitem');
      expect(editRow).toHaveTextContent("L'ordine 55 sostituisce l'ordine 41, che hai modificato.");
      expect(replacedRow).toHaveTextContent("L'ordine 55 sostituisce questo ordine, che hai modificato.");
    });

    it('filters by order day and total (euro), from page 1, and resets the filters', async () => {
      const { calls } = render(<OrdersOverview />, (call) =>
        call.path === 'order/list' ? apiAnswer({ orders: [], page: page(1, 0, 0) }) : undefined,
      );
      expect(await screen.findByText('Nessun ordine trovato.')).toBeVisible();
      const filters = screen.getByRole('search', { name: 'Filtra gli ordini' });
      await userEvent.type(within(filters).getByLabelText('Dal giorno'), '2026-11-01');
      await userEvent.type(within(filters).getByLabelText('Al giorno'), '2026-11-30');
      await userEvent.type(within(filters).getByLabelText('Totale da (€)'), '10,50');
      await userEvent.type(within(filters).getByLabelText('Totale fino a (€)'), '80');
      await userEvent.click(within(filters).getByRole('button', { name: 'Filtra' }));
      await waitFor(() => expect(callsTo(calls, 'order/list')).toHaveLength(2));
      const query = callsTo(calls, 'order/list')[1]?.query;
      expect(Object.fromEntries(query ?? [])).toEqual({
        page: '1',
        page_size: '12',
        show_replaced: 'true',
        from_date: '2026-11-01',
        to_date: '2026-11-30',
        from_gross_total: '10.5',
        to_gross_total: '80',
      });

      await userEvent.click(within(filters).getByRole('button', { name: 'Azzera' }));
      expect(within(filters).getByLabelText('Totale da (€)')).toHaveValue('');
      await waitFor(() =>
        expect(Object.fromEntries(callsTo(calls, 'order/list').at(-1)?.query ?? [])).toEqual({
          page: '1',
          page_size: '12',
          show_replaced: 'true',
        }),
      );
    });
  });

  describe('Order detail', () => {
    const order = makeOrder({
      orderId: 55,
      orderItems: [
        makeOrderItem(passata, 2),
        makeOrderItem(apples, 1.5, { delivered: { product: null, quantity: 1.5, weight: 1.62, grossTotalCents: 403 } }),
      ],
      orderInfos: { order_comment: 'Citofono rotto', need_invoice: 'false' },
    });
    const route =
      (current = order) =>
      (call: RecordedCall) => {
        if (call.path === 'order/view') return apiAnswer(current);
        if (call.path === 'order/delete')
          return apiAnswer(
            { ...current, orderStatusId: 10, orderStatusDescr: 'Annullato' },
            { infos: [{ code: 'msg.order.cancelled', description: "L'ordine 55 è stato annullato." }] },
          );
        if (call.path === 'order/list') return apiAnswer({ orders: [], page: page(1, 0, 0) });
        if (call.path === 'cart/add-all-from-order')
          return apiAnswer(makeFilledCart([makeCartItem(passata, 2)]), {
            warnings: [{ code: 'msg.cart.itemUnavailable', description: 'Mele Golden non è più disponibile.' }],
          });
        return undefined;
      };

    it('shows status, delivery, payment, the lines with quantities and weights, and the totals', async () => {
      render(<OrderDetail orderId={55} />, route());
      expect(await screen.findByRole('heading', { level: 1, name: 'Ordine n. 55' })).toBeVisible();
      expect(screen.getByText('Ordinato')).toBeVisible();
      expect(screen.getByText('Pagamento alla consegna')).toBeVisible();
      expect(screen.getByText('Casa')).toBeVisible();
      expect(screen.getByText('Citofono rotto')).toBeVisible();
      const items = screen.getByRole('region', { name: 'Prodotti' });
      expect(within(items).getByText('Passata di pomodoro')).toBeVisible();
      expect(within(items).getByText('Quantità: 2 pz · 700 g')).toBeVisible();
      expect(within(items).getByText(/^Peso reale: 1,62 kg$/)).toBeVisible();
      const totals = screen.getByRole('region', { name: "Totali dell'ordine" });
      expect(totals).toHaveTextContent(/Spese di consegna3,90\s€/);
      expect(totals).toHaveTextContent(new RegExp(`Totale${(order.grossTotalCents / 100).toFixed(2).replace('.', ',')}\\s€`));
    });

    it('once weighed: the ordered breakdown adds up to the Totale ordinato, the Importo finale follows with why', async () => {
      // 7,17 € of products, 0,10 € of bags, free delivery: ordered 7,27 €; weighed, the store set 7,56 €.
      const weighed = makeOrder({
        orderItems: [makeOrderItem(passata, 2, { grossTotalCents: 717 })],
        subTotalCents: 717,
        packageTotalCents: 10,
        orderPackages: [{ descr: 'Sacchetto', quantity: 1, totalPriceCents: 10 }],
        deliveryFeeCents: 0,
        orderedTotalCents: 727,
        grossTotalCents: 756,
        grossTotal: 7.56,
        finalTotalCents: 756,
      });
      render(<OrderDetail orderId={55} />, route(weighed));
      const totals = await screen.findByRole('region', { name: "Totali dell'ordine" });
      expect(totals).toHaveTextContent(/Subtotale7,17\s€Sacchetto × 10,10\s€Spese di consegnaGratisTotale ordinato7,27\s€/);
      expect(totals).toHaveTextContent(/Importo finale7,56\s€Calcolato sul peso reale dei prodotti e sulle sostituzioni/);
      expect(within(totals).queryByText('Totale')).toBeNull();
    });

    it('cancels after Si (not after No) and shows the success message; the cancel button goes', async () => {
      const { calls } = render(<OrderDetail orderId={55} />, route());
      await userEvent.click(await screen.findByRole('button', { name: 'Annulla ordine' }));
      const question = await screen.findByRole('dialog');
      expect(question).toHaveTextContent("Vuoi annullare l'ordine 55?");
      await userEvent.click(within(question).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(calls, 'order/delete')).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Annulla ordine' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
      expect(await screen.findByText("L'ordine 55 è stato annullato.")).toBeVisible();
      expect(callsTo(calls, 'order/delete')[0]?.query.get('order_id')).toBe('55');
      expect(await screen.findByText('Annullato')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
    });

    it('offers no cancel once the store has taken charge', async () => {
      render(<OrderDetail orderId={55} />, route({ ...order, orderStatusId: 4 }));
      expect(await screen.findByRole('button', { name: 'Aggiungi di nuovo al carrello' })).toBeVisible();
      expect(screen.getByText('In preparazione')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
    });

    it('a suspended order is paid again on the gateway page, or moved to payment on delivery', async () => {
      const open = vi.spyOn(externalPage, 'open').mockImplementation(() => {});
      const suspended = { ...order, orderStatusId: 2, orderStatusDescr: 'x', paymentTypeId: 13, paymentTypeDescr: 'PayPal' };
      const paymentUrl = '/ebsn/api/payment-gateway/test/pay?session=again';
      const { calls } = render(<OrderDetail orderId={55} />, (call) => {
        if (call.path === 'order/payment') return apiAnswer({ order: suspended, orderId: 55, paymentUrl });
        if (call.path === 'order/modify-payment-type')
          return apiAnswer({ order: { ...suspended, orderStatusId: 3, paymentTypeId: 2 }, orderId: 55 });
        return route(suspended)(call);
      });
      expect(await screen.findByText("L'ordine è in attesa di pagamento: sarà preparato solo dopo il pagamento.")).toBeVisible();
      expect(screen.getByText('Pagamento da completare')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Paga ora' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith(paymentUrl));
      expect(callsTo(calls, 'order/payment')[0]?.query.get('order_id')).toBe('55');

      await userEvent.click(screen.getByRole('button', { name: 'Paga alla consegna' }));
      expect(await screen.findByText('Ordinato')).toBeVisible();
      expect(screen.getByText('Pagamento alla consegna')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Paga ora' })).not.toBeInTheDocument();
      expect(Object.fromEntries(callsTo(calls, 'order/modify-payment-type')[0]?.query ?? [])).toMatchObject({
        order_id: '55',
        payment_type_id: '2',
      });
    });

    it('a paid order offers no payment', async () => {
      render(<OrderDetail orderId={55} />, route());
      expect(await screen.findByRole('button', { name: 'Annulla ordine' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Paga ora' })).not.toBeInTheDocument();
    });

    it('says when an agent placed the order', async () => {
      render(<OrderDetail orderId={55} />, route({ ...order, agentName: 'Luca Neri' }));
      const agent = await screen.findByText('Inserito da Luca Neri');
      await userEvent.hover(agent);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Questo ordine è stato inserito per te da Luca Neri, un operatore del servizio clienti.',
      );
    });

    it('offers no cancel for an order paid online by card', async () => {
      render(<OrderDetail orderId={55} />, route({ ...order, paymentTypeId: 12, paymentTypeDescr: 'Carta di credito online' }));
      expect(await screen.findByText('Carta di credito online')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
    });

    it('reorders: the answer replaces the cart, its warnings are shown and the cart drawer opens', async () => {
      const opened = vi.fn();
      const unsubscribe = cartDrawer.subscribe(opened);
      const { calls, queryClient } = render(<OrderDetail orderId={55} />, route());
      await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi di nuovo al carrello' }));
      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      expect(callsTo(calls, 'cart/add-all-from-order')[0]?.body).toEqual({ order_id: 55 });
      expect(queryClient.getQueryData<{ totalItems: number }>(cartQueryKey)?.totalItems).toBe(1);
      expect(await screen.findByText('Mele Golden non è più disponibile.')).toBeVisible();
      unsubscribe();
    });

    it('a refused reorder says so with the errorAddingProductFromOrder toast, and the drawer stays shut', async () => {
      const opened = vi.fn();
      const unsubscribe = cartDrawer.subscribe(opened);
      render(<OrderDetail orderId={55} />, (call) =>
        call.path === 'cart/add-all-from-order' ? apiAnswer(null, { status: 400, errors: [] }) : route()(call),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi di nuovo al carrello' }));
      expect(await screen.findByText("Non è stato possibile aggiungere al carrello i prodotti dell'ordine.")).toBeVisible();
      expect(opened).not.toHaveBeenCalled();
      unsubscribe();
    });
  });
});
