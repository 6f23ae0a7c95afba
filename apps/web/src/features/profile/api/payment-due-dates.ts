import type { PaymentDueDateList } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';

/** Under the account's scope: logging out or in drops it. */
export const paymentDueDatesQueryKey = [...accountQueryKeys.scope, 'payment-due-dates'] as const;

/** GET /ebsn/api/payment-due-date/list: the shopper's due dates and whether they pay by deferred payment. */
export const paymentDueDatesQueryOptions = () =>
  queryOptions({
    queryKey: paymentDueDatesQueryKey,
    queryFn: ({ signal }) => apiGet<PaymentDueDateList>('/ebsn/api/payment-due-date/list', undefined, signal),
    staleTime: 60_000,
  });

export function usePaymentDueDates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentDueDatesQueryOptions(), enabled });
}

export const invoiceDocumentUrl = (paymentDueDateId: number) =>
  `/ebsn/api/payment-due-date/document?payment_due_date_id=${paymentDueDateId}`;

/** Why an invoice did not open: no window could show it (second file, section 8: no app), or it could not be read. */
export type InvoiceOpenFailure = 'noApp' | 'openError';

/**
 * Opens an invoice document in a new window. The window is opened at once, inside the click (a
 * window opened after the download would be blocked), then shown the document; null when done.
 */
export async function openInvoiceDocument(paymentDueDateId: number): Promise<InvoiceOpenFailure | null> {
  const target = window.open('', '_blank');
  if (!target) return 'noApp';
  try {
    const response = await fetch(invoiceDocumentUrl(paymentDueDateId), {
      credentials: 'same-origin',
      headers: { Accept: 'text/html', 'X-Ebsn-Client': 'production' },
    });
    if (!response.ok) throw new Error(`document ${response.status}`);
    const document = new Blob([await response.text()], { type: 'text/html' });
    target.location.href = URL.createObjectURL(document);
    return null;
  } catch {
    target.close();
    return 'openError';
  }
}
