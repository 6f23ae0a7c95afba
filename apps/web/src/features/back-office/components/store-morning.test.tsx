import type { AdminOrder, AdminPickingList } from '@spesa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeAdminOrder, makeAdminTimeslot } from '../testing/back-office-fixtures';
import { PickingList } from './picking-list';
import { SlotList } from './slot-list';
import { StatusActions } from './status-actions';
import { useOrderActions } from './use-order-actions';

const pickup = makeAdminTimeslot();
const home = makeAdminTimeslot({ timeslotId: 40, deliveryServiceId: 2, storeId: null, warehouseId: 89, name: '18:00 - 20:00' });

function renderSlots(route: (call: RecordedCall) => Response | undefined = () => undefined) {
  const calls = stubApi(
    (call) => route(call) ?? (call.path === 'admin/timeslots' ? apiAnswer({ timeslots: [pickup, home] }) : undefined),
  );
  renderWithProviders(
    <SlotList date="2026-11-21" place={{ kind: 'store', id: 1 }} selectedSlotId={null} onSelectSlot={() => {}} />,
    { queryClient: createTestQueryClient() },
  );
  return calls;
}

const pickingList: AdminPickingList = {
  timeslot: { timeslotId: 31, date: '2026-11-21', name: '09:00 - 11:00', deliveryServiceId: 1, placeName: 'Bergamo Centro' },
  orders: [
    { orderId: 100001, orderStatusId: 3, customerName: 'Giulia Bianchi' },
    { orderId: 100002, orderStatusId: 4, customerName: 'Marco Rossi' },
  ],
  departments: [
    {
      departmentId: 3,
      name: 'Carne',
      lines: [
        {
          productId: 12,
          name: 'Petto di pollo a fette',
          orderId: 100001,
          quantity: 0.5,
          quantityText: '500 g',
          variableWeight: true,
          targetWeight: 0.5,
          targetWeightText: '500 g',
          notes: 'Fette sottili',
          options: '',
        },
      ],
    },
    {
      departmentId: 5,
      name: 'Pasta e riso',
      lines: [
        {
          productId: 20,
          name: 'Penne rigate',
          orderId: 100002,
          quantity: 2,
          quantityText: '2 pz',
          variableWeight: false,
          targetWeight: null,
          targetWeightText: '',
          notes: '',
          options: '',
        },
      ],
    },
  ],
};

/** The status buttons of an order with their actions, as the order page mounts them. */
function ActionsOf({ order }: { order: AdminOrder }) {
  return <StatusActions order={order} actions={useOrderActions(order.orderId)} />;
}

describe("a store's morning in the back office", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists a store's pickup and home-delivery slots side by side, each slot with its picking list", async () => {
    renderSlots();
    const pickups = await screen.findByRole('region', { name: 'Ritiro in negozio' });
    const deliveries = screen.getByRole('region', { name: 'Consegna a domicilio' });
    expect(within(pickups).getByText('09:00 - 11:00')).toBeVisible();
    expect(within(deliveries).getByText('18:00 - 20:00')).toBeVisible();
    expect(within(deliveries).getByRole('link', { name: 'Lista di prelievo della fascia 18:00 - 20:00' })).toHaveAttribute(
      'href',
      '/admin/slots/40/picking-list',
    );
  });

  it("puts a slot's orders 'in preparazione' after Sì, and writes how it went in the card", async () => {
    const calls = renderSlots((call) =>
      call.path === 'admin/timeslot/prepare'
        ? apiAnswer({ moved: [100001, 100003], skipped: [{ orderId: 100002, orderStatusId: 4, label: 'In preparazione' }] })
        : undefined,
    );
    const button = await screen.findByRole('button', { name: 'Metti in preparazione gli ordini della fascia 09:00 - 11:00' });
    await userEvent.click(button);
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Vuoi mettere in preparazione tutti gli ordini della fascia 09:00 - 11:00?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(callsTo(calls, 'admin/timeslot/prepare')).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByRole('listitem', { name: 'Fascia 09:00 - 11:00' });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      "2 ordini ora in preparazione. 1 ordine lasciato com'era (in un altro stato).",
    );
    expect(callsTo(calls, 'admin/timeslot/prepare')[0]?.body).toEqual({ timeslot_id: 31 });
  });

  it('shows the picking list by department, loose lines with the weight to aim at, and prints it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubApi((call) => (call.path === 'admin/timeslot/picking-list' ? apiAnswer(pickingList) : undefined));
    renderWithProviders(<PickingList timeslotId={31} />, { queryClient: createTestQueryClient() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista di prelievo · 09:00 - 11:00' })).toBeVisible();
    expect(screen.getByText('Bergamo Centro · Ritiro in negozio · sabato 21 novembre 2026')).toBeVisible();
    expect(screen.getByText('Ordini: 100001 (Giulia Bianchi), 100002 (Marco Rossi)')).toBeVisible();
    const meat = screen.getByRole('region', { name: 'Carne' });
    const chicken = within(meat).getByRole('row', { name: /Petto di pollo a fette/ });
    expect(
      within(chicken)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Petto di pollo a fette', '500 g', '500 g', '100001', 'Fette sottili']);
    const pasta = screen.getByRole('region', { name: 'Pasta e riso' });
    expect(within(pasta).getByRole('row', { name: /Penne rigate/ })).toHaveTextContent('2 pz—100002');
    await userEvent.click(screen.getByRole('button', { name: 'Stampa' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('sets the statuses that end an order without delivery apart from the main action, and asks first', async () => {
    const order = makeAdminOrder({ orderId: 55, orderStatusId: 6 });
    const calls = stubApi(() => undefined);
    renderWithProviders(<ActionsOf order={order} />, { queryClient: createTestQueryClient() });
    const section = screen.getByRole('region', { name: 'Cambia stato' });
    const apart = within(section).getByRole('group', { name: 'Chiudi senza consegna' });
    expect(
      within(apart)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Passa a «Non ritirato»', 'Passa a «Annullato»', 'Passa a «Non riuscito»']);
    const main = within(section)
      .getAllByRole('button')
      .filter((button) => !apart.contains(button));
    expect(main[0]).toHaveTextContent('Passa a «In consegna»');
    expect(main.map((button) => button.textContent)).not.toContain('Passa a «Annullato»');
    await userEvent.click(within(apart).getByRole('button', { name: 'Passa a «Non ritirato»' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent("Vuoi portare l'ordine 55 allo stato «Non ritirato»?");
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'admin/order/status')).toHaveLength(0);
  });
});
