import { z } from 'zod';
import { addDaysIso } from '../delivery/rome-time';
import { type PaymentDueDateStatus, paymentDueDateStatusTable } from '../order-status/order-statuses';
import { zPositiveId } from '../schemas/input-bounds';

/**
 * Payment due dates (second file, section 4: statuses paid, pending, expiring, expired) of a shopper
 * paying by deferred payment. "Expiring": due within this many days, today included. Ours: the spec
 * names the status, not its window.
 */
export const PAYMENT_DUE_DATE_EXPIRING_DAYS = 7;

const paymentDueDateStatuses = paymentDueDateStatusTable.entries.map((entry) => entry.id) as [
  PaymentDueDateStatus,
  ...PaymentDueDateStatus[],
];

/**
 * A due date's status on `todayIso` (the shop's day): paid once paid, whatever the date; expired
 * after its day; expiring from `PAYMENT_DUE_DATE_EXPIRING_DAYS` days before it; pending before that.
 */
export function paymentDueDateStatus(dueDateIso: string, paid: boolean, todayIso: string): PaymentDueDateStatus {
  if (paid) return 'paid';
  if (dueDateIso < todayIso) return 'expired';
  if (dueDateIso < addDaysIso(todayIso, PAYMENT_DUE_DATE_EXPIRING_DAYS)) return 'expiring';
  return 'pending';
}

/** Texts of the payment due dates calls (the spec names the generic error, not its wording). */
export const paymentDueDateTexts = {
  generic: 'Si è verificato un errore di sistema nel recuperare le scadenze di pagamento: riprova tra qualche minuto.',
  notFound: 'La scadenza di pagamento richiesta non esiste.',
} as const;

export const paymentDueDateCodes = {
  generic: 'errors.paymentDueDates.generic',
  notFound: 'errors.paymentDueDates.notFound',
} as const;

export const paymentDueDateSchema = z.object({
  paymentDueDateId: z.number().int(),
  orderId: z.number().int().nullable(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  /** Euro, two decimals (the cents are the stored value). */
  amount: z.number(),
  status: z.enum(paymentDueDateStatuses),
  statusLabel: z.string(),
  paidDate: z.string().nullable(),
});
export type PaymentDueDate = z.infer<typeof paymentDueDateSchema>;

/** data of GET payment-due-date/list: `deferredPayment` says whether the shopper pays by deferred payment at all. */
export const paymentDueDateListDataSchema = z.object({
  deferredPayment: z.boolean(),
  paymentDueDates: z.array(paymentDueDateSchema),
});
export type PaymentDueDateList = z.infer<typeof paymentDueDateListDataSchema>;

export const paymentDueDateDocumentQuerySchema = z.object({ payment_due_date_id: zPositiveId() });
