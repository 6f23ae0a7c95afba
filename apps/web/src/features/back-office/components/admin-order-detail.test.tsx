import type { AdminOrder } from '@spesa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeListing, makeLooseProduct, makeProduct } from '../../catalogue/testing/fixtures';
import { makeOrderItem } from '../../orders/testing/order-fixtures';
import { makeAdminOrder } from '../testing/back-office-fixtures';
import { AdminOrderDetail } from './admin-order-detail';

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', packageDescr: '700 g', priceCents: 199 });
const apples = makeLooseProduct();
const passataItem = makeOrderItem(passata, 2, { cartItemInfo: { accept_alternatives: 'false', notes: '', customWeight: '' } });
const applesItem = makeOrderItem(apples, 1.5);
const lines = [passataItem, applesItem];

function render(first: AdminOrder, route: (call: RecordedCall) => Response | undefined) {
  const calls = stubApi((call) => (call.path === 'admin/order/view' ? apiAnswer({ order: first }) : route(call)));
  renderWithProviders(<AdminOrderDetail orderId={first.orderId} />, { queryClient: createTestQueryClient() });
  return calls;
}

describe('back office order', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('weighs a loose line: the amount while typing, then the line as delivered and the final amount', async () => {
    const preparing = makeAdminOrder({ orderId: 55, orderStatusId: 4, orderItems: lines });
    const weighed = makeAdminOrder({
      orderId: 55,
      orderStatusId: 4,
      orderItems: [
        passataItem,
        { ...applesItem, delivered: { product: null, quantity: 1.5, weight: 1.62, grossTotalCents: 403 } },
      ],
      finalTotalCents: 398 + 403 + 390,
      // As the server answers it: the order's gross total becomes the final amount once there is one.
      grossTotalCents: 398 + 403 + 390,
    });
    const calls = render(preparing, (call) =>
      call.path === 'admin/order/line/weigh' ? apiAnswer({ order: weighed }) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine n. 55' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Cliente' })).toHaveTextContent('Giulia Bianchi');
    const appleLine = screen.getByRole('listitem', { name: 'Mele Golden' });
    expect(appleLine).toHaveTextContent(/Ordinato: 1,5 kg · 3,74\s€/);
    expect(appleLine).toHaveTextContent('Da preparare');
    // Only loose lines are weighed; only lines accepting alternatives are substituted.
    const passataLine = screen.getByRole('listitem', { name: 'Passata di pomodoro' });
    expect(within(passataLine).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(passataLine).queryByRole('button', { name: 'Sostituisci' })).not.toBeInTheDocument();
    expect(within(appleLine).getByRole('button', { name: 'Sostituisci' })).toBeVisible();

    await userEvent.type(within(appleLine).getByRole('textbox', { name: 'Peso reale di Mele Golden (kg)' }), '1,62');
    expect(within(appleLine).getByText(/^Importo: 4,03\s€$/)).toBeVisible();
    await userEvent.click(within(appleLine).getByRole('button', { name: 'Registra il peso' }));
    await waitFor(() => expect(appleLine).toHaveTextContent(/Consegnato: 1,62 kg · 4,03\s€/));
    expect(callsTo(calls, 'admin/order/line/weigh')[0]?.body).toEqual({ order_id: 55, order_line_id: 2020, weight: 1.62 });
    const amounts = screen.getByRole('region', { name: "Importi dell'ordine" });
    expect(amounts).toHaveTextContent(/Totale ordinato11,62\s€/);
    expect(amounts).toHaveTextContent(/Importo finale11,91\s€/);
    expect(await screen.findByText('Peso di Mele Golden registrato.')).toBeVisible();
  });

  it("shows the staff's changes to the order: when, who, what, before and after", async () => {
    const entry = {
      staffAuditEntryId: 1,
      action: 'order.line.weigh',
      label: 'Riga pesata',
      staffUserId: 9,
      staffName: 'Anna Rossi',
      at: '2026-11-21T08:30:00.000Z',
      orderId: 55,
      orderLineId: 2020,
      timeslotId: null,
      giftCertificateId: null,
      before: { realWeightThousandths: null },
      after: { realWeightThousandths: 1620 },
      summary: 'Peso: — → 1,62 kg, importo della riga 4,03 €',
    };
    render(makeAdminOrder({ orderId: 55, orderStatusId: 4, orderItems: lines }, [], [entry]), () => undefined);
    const trail = await screen.findByRole('region', { name: 'Modifiche del personale' });
    expect(within(trail).getByRole('listitem')).toHaveTextContent(
      '21/11/2026, 09:30 · Anna Rossi · Riga pesata: Peso: — → 1,62 kg, importo della riga 4,03 €',
    );
  });

  it('refuses a weight that is not a number of kg, without calling the server', async () => {
    const calls = render(makeAdminOrder({ orderId: 55, orderStatusId: 5, orderItems: lines }), () => undefined);
    const appleLine = await screen.findByRole('listitem', { name: 'Mele Golden' });
    await userEvent.type(within(appleLine).getByRole('textbox', { name: 'Peso reale di Mele Golden (kg)' }), 'tanto');
    await userEvent.click(within(appleLine).getByRole('button', { name: 'Registra il peso' }));
    expect(within(appleLine).getByText(/^Peso: indica i kg/)).toBeVisible();
    expect(callsTo(calls, 'admin/order/line/weigh')).toHaveLength(0);
  });

  it('moves the order to the next status, shows a refusal as a toast, and asks before cancelling', async () => {
    const ordered = makeAdminOrder({ orderId: 55, orderStatusId: 3, orderItems: lines });
    let refuse = false;
    const calls = render(ordered, (call) => {
      if (call.path !== 'admin/order/status') return undefined;
      if (refuse)
        return apiAnswer(null, {
          status: 409,
          errors: [
            {
              code: 'errors.backOffice.statusMove',
              description: 'Non è possibile passare un ordine da «Annullato» a «In preparazione».',
            },
          ],
        });
      const statusId = (call.body as { status_id: number }).status_id;
      return apiAnswer({
        order: makeAdminOrder({ orderId: 55, orderStatusId: statusId, orderItems: lines }, [
          { fromStatusId: 3, toStatusId: statusId, changedBy: 'staff:9', changedAt: '2026-11-21T10:00:00Z' },
        ]),
      });
    });
    const actions = await screen.findByRole('region', { name: 'Cambia stato' });
    // Weighing waits for the preparation.
    expect(screen.getByText(/Il peso e le sostituzioni si inseriscono quando/)).toBeVisible();
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Passa a «In preparazione»', 'Passa a «Annullato»', 'Passa a «Invalidato»']);

    await userEvent.click(within(actions).getByRole('button', { name: 'Passa a «Annullato»' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent("Vuoi portare l'ordine 55 allo stato «Annullato»?");
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'admin/order/status')).toHaveLength(0);

    await userEvent.click(within(actions).getByRole('button', { name: 'Passa a «In preparazione»' }));
    expect(await screen.findByText('Ordine 55: ora è «In preparazione».')).toBeVisible();
    expect(callsTo(calls, 'admin/order/status')[0]?.body).toEqual({ order_id: 55, status_id: 4 });
    expect(await screen.findByRole('textbox', { name: 'Peso reale di Mele Golden (kg)' })).toBeVisible();
    // 4 → 5 reads 'In preparazione' again: no button for it.
    expect(
      within(screen.getByRole('region', { name: 'Cambia stato' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Passa a «Quasi pronto»', 'Passa a «Annullato»', 'Passa a «Non riuscito»']);
    expect(screen.getByRole('heading', { name: 'Storico degli stati' }).nextElementSibling).toHaveTextContent(
      /da «Ordinato» a «In preparazione» \(personale n\. 9\)/,
    );

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Passa a «Quasi pronto»' }));
    expect(await screen.findByText('Non è possibile passare un ordine da «Annullato» a «In preparazione».')).toBeVisible();
  });

  it('substitutes a line that accepts alternatives with a product found in the catalogue, then resets it', async () => {
    const pears = makeLooseProduct({ productId: 303, slug: 'pere-abate', name: 'Pere Abate', priceCents: 199 });
    const preparing = makeAdminOrder({ orderId: 55, orderStatusId: 5, orderItems: lines });
    const substituted = makeAdminOrder({
      orderId: 55,
      orderStatusId: 5,
      orderItems: [
        passataItem,
        { ...applesItem, delivered: { product: pears, quantity: 1.5, weight: null, grossTotalCents: 299 } },
      ],
    });
    const calls = render(preparing, (call) => {
      // Pears only once the typed words were searched: picking one proves the search went out.
      if (call.path === 'products') return apiAnswer(makeListing(call.query.get('q') === 'pere' ? [apples, pears] : [apples]));
      if (call.path === 'admin/order/line/substitute') return apiAnswer({ order: substituted });
      if (call.path === 'admin/order/line/reset') return apiAnswer({ order: preparing });
      return undefined;
    });
    const appleLine = await screen.findByRole('listitem', { name: 'Mele Golden' });
    await userEvent.click(within(appleLine).getByRole('button', { name: 'Sostituisci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sostituisci Mele Golden' });
    const search = within(dialog).getByRole('searchbox', { name: 'Cerca un prodotto' });
    await userEvent.clear(search);
    await userEvent.type(search, 'pere');
    // The ordered product itself is not offered.
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Pere Abate/ }));
    expect(within(dialog).queryByRole('radio', { name: /^Mele Golden/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Quantità (pezzi o kg)' })).toHaveValue('1,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sostituisci' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'products').at(-1)?.query.get('q')).toBe('pere');
    expect(callsTo(calls, 'admin/order/line/substitute')[0]?.body).toEqual({
      order_id: 55,
      order_line_id: 2020,
      product_id: 303,
      quantity: 1.5,
    });
    expect(appleLine).toHaveTextContent('Sostituito con: Pere Abate');

    await userEvent.click(within(appleLine).getByRole('button', { name: 'Ripristina la riga Mele Golden' }));
    await waitFor(() => expect(appleLine).toHaveTextContent('Da preparare'));
    expect(callsTo(calls, 'admin/order/line/reset')[0]?.body).toEqual({ order_id: 55, order_line_id: 2020 });
  });
});
