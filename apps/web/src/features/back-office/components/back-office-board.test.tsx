import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeAdminOrder, makeAdminOrderList, makeAdminTimeslot, places } from '../testing/back-office-fixtures';
import { BackOfficeBoard } from './back-office-board';

const orders = [
  makeAdminOrder({ orderId: 55, orderStatusId: 3, grossTotalCents: 4250 }),
  makeAdminOrder({ orderId: 56, orderStatusId: 5, grossTotalCents: 1990 }),
];
const statusCounts = [
  { orderStatusId: 3, label: 'Ordinato', count: 1 },
  { orderStatusId: 4, label: 'In preparazione', count: 2 },
  { orderStatusId: 5, label: 'In preparazione', count: 1 },
];

function render(route: (call: RecordedCall) => Response | undefined = () => undefined) {
  const calls = stubApi(
    (call) =>
      route(call) ??
      (call.path === 'admin/places'
        ? apiAnswer(places)
        : call.path === 'admin/orders'
          ? apiAnswer(makeAdminOrderList(orders, statusCounts))
          : call.path === 'admin/timeslots'
            ? apiAnswer({
                timeslots: [makeAdminTimeslot(), makeAdminTimeslot({ timeslotId: 32, name: '11:00 - 13:00', booked: 10 })],
              })
            : undefined),
  );
  return {
    ...renderWithProviders(<BackOfficeBoard />, { path: '/?date=2026-11-21', queryClient: createTestQueryClient() }),
    calls,
  };
}

const lastQuery = (calls: RecordedCall[], path: string) => Object.fromEntries(callsTo(calls, path).at(-1)?.query ?? []);

describe('back office board', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the day’s orders with customer, slot, service, status and total; a row leads to the order', async () => {
    const { calls } = render();
    const table = await screen.findByRole('table', { name: 'Ordini del giorno' });
    const first = within(table).getByRole('link', { name: "Apri l'ordine 55" });
    expect(first).toHaveAttribute('href', '/admin/orders/55');
    const row = first.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Giulia Bianchi');
    expect(row).toHaveTextContent('09:00 - 11:00');
    expect(row).toHaveTextContent('Consegna a domicilio');
    expect(row).toHaveTextContent('Ordinato');
    expect(row).toHaveTextContent(/42,50\s€/);
    expect(lastQuery(calls, 'admin/orders')).toEqual({ date: '2026-11-21', page: '1', page_size: '20' });
    expect(screen.getByText('sabato 21 novembre 2026')).toBeVisible();

    await userEvent.click(within(row).getByText('Giulia Bianchi'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders/55'));
  });

  it('filters by status (one chip for 4 and 5), by day and by place, whose slots it shows', async () => {
    const { calls } = render();
    const chips = await screen.findByRole('group', { name: 'Filtra per stato' });
    expect(within(chips).getByRole('button', { name: 'Tutti (4)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(chips).getByRole('button', { name: 'In preparazione (3)' }));
    await waitFor(() => expect(lastQuery(calls, 'admin/orders').status).toBe('4,5'));
    expect(within(chips).getByRole('button', { name: 'In preparazione (3)' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Giorno precedente' }));
    await waitFor(() => expect(lastQuery(calls, 'admin/orders').date).toBe('2026-11-20'));
    expect(lastQuery(calls, 'admin/orders').status).toBe('4,5');

    expect(screen.getByText(/Scegli un punto vendita per vedere le sue fasce orarie/)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Punto vendita' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bergamo Borgo Palazzo' }));
    await waitFor(() => expect(lastQuery(calls, 'admin/orders').store_id).toBe('1'));
    expect(lastQuery(calls, 'admin/timeslots')).toEqual({ date: '2026-11-20', store_id: '1' });
    const slot = await screen.findByRole('listitem', { name: 'Fascia 09:00 - 11:00' });
    expect(slot).toHaveTextContent('Prenotati: 3 su 10');
    expect(screen.getByRole('listitem', { name: 'Fascia 11:00 - 13:00' })).toHaveTextContent('Prenotati: 10 su 10');

    await userEvent.click(within(slot).getByRole('button', { name: '3 ordini' }));
    await waitFor(() => expect(lastQuery(calls, 'admin/orders').timeslot_id).toBe('31'));
  });

  it('changes a slot’s capacity, and shows the server’s refusal below the bookings', async () => {
    const { calls } = render((call) =>
      call.path === 'admin/timeslot/capacity'
        ? (call.body as { capacity: number }).capacity < 3
          ? apiAnswer(null, {
              status: 409,
              errors: [
                {
                  code: 'errors.backOffice.capacityBelowBooked',
                  description: 'La capienza non può essere inferiore ai 3 ordini già prenotati nella fascia.',
                  field: 'capacity',
                },
              ],
            })
          : apiAnswer({ timeslot: makeAdminTimeslot({ capacity: 12 }) })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Punto vendita' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bergamo Borgo Palazzo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica la capienza della fascia 09:00 - 11:00' }));
    const input = screen.getByRole('textbox', { name: 'Capienza della fascia 09:00 - 11:00' });
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/non può essere inferiore ai 3 ordini/)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Capienza della fascia 09:00 - 11:00: 12 ordini.')).toBeVisible();
    expect(callsTo(calls, 'admin/timeslot/capacity').map((call) => call.body)).toEqual([
      { timeslot_id: 31, capacity: 2 },
      { timeslot_id: 31, capacity: 12 },
    ]);
  });
});
