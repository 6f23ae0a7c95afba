import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { failureResponse, successResponse } from '../../auth/testing/account-fixtures';
import { PaymentDueDatesView } from './payment-due-dates-view';

const dueDate = (invoiceNumber: string, status: string, statusLabel: string, paidDate: string | null = null) => ({
  paymentDueDateId: Number(invoiceNumber.slice(-1)),
  orderId: 100_001,
  invoiceNumber,
  invoiceDate: '2026-01-10',
  dueDate: '2026-02-10',
  amount: 92.75,
  status,
  statusLabel,
  paidDate,
});
const list = {
  deferredPayment: true,
  paymentDueDates: [
    dueDate('F-1', 'pending', 'In attesa di pagamento'),
    dueDate('F-2', 'expiring', 'In scadenza'),
    dueDate('F-3', 'expired', 'Scaduta'),
    dueDate('F-4', 'paid', 'Pagata', '2026-02-01'),
  ],
};

describe('payment due dates screen', () => {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every due date with its status, amount and due day', async () => {
    fetchMock.mockImplementation(async () => successResponse(list));
    renderWithProviders(<PaymentDueDatesView />);
    const expiring = await screen.findByRole('listitem', { name: 'Fattura F-2' });
    expect(within(expiring).getByText('In scadenza')).toBeVisible();
    expect(within(expiring).getByText('10/02/2026')).toBeVisible();
    expect(within(expiring).getByText(/92,75/)).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: 'Fattura F-1' })).getByText('In attesa di pagamento')).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: 'Fattura F-3' })).getByText('Scaduta')).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: 'Fattura F-4' })).getByText('Pagata il 01/02/2026')).toBeVisible();
  });

  it("says the spec's generic system error when the due dates cannot be read", async () => {
    fetchMock.mockImplementation(async () => failureResponse(400, [{ description: 'qualcosa' }]));
    renderWithProviders(<PaymentDueDatesView />);
    expect(
      await screen.findByText(
        'Si è verificato un errore di sistema nel recuperare le scadenze di pagamento: riprova tra qualche minuto.',
      ),
    ).toBeVisible();
  });

  it('says when no window can show the invoice, and when the invoice cannot be opened', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.includes('payment-due-date/document') ? new Response('', { status: 404 }) : successResponse(list),
    );
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    renderWithProviders(<PaymentDueDatesView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apri la fattura F-2' }));
    expect(
      await screen.findByText(
        "Non c'è un'applicazione disponibile per aprire il documento: consenti l'apertura di nuove finestre per questo sito e riprova.",
      ),
    ).toBeVisible();

    const target = { close: vi.fn(), location: { href: '' } } as unknown as Window;
    open.mockReturnValue(target);
    await userEvent.click(screen.getByRole('button', { name: 'Apri la fattura F-2' }));
    expect(await screen.findByText('Non è stato possibile aprire la fattura: riprova tra qualche minuto.')).toBeVisible();
    expect(target.close).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('payment_due_date_id=2'))).toBe(true);
  });
});
