import { z } from 'zod';
import { formatEuro } from '../money/format-euro';
import { orderStatusTable } from '../order-status/order-statuses';

/** What staff can change in the back office: each change leaves one entry in the audit trail. */
export const staffActions = {
  orderStatus: 'order.status',
  orderPayment: 'order.payment',
  lineWeigh: 'order.line.weigh',
  lineSubstitute: 'order.line.substitute',
  lineReset: 'order.line.reset',
  slotCapacity: 'timeslot.capacity',
  giftCertificateCreate: 'giftCertificate.create',
  productUpdate: 'product.update',
} as const;
export type StaffAction = (typeof staffActions)[keyof typeof staffActions];

/** The Italian name of each change, as the back office lists it. */
export const staffActionLabels: Record<StaffAction, string> = {
  'order.status': 'Cambio di stato',
  'order.payment': 'Pagamento incassato',
  'order.line.weigh': 'Riga pesata',
  'order.line.substitute': 'Prodotto sostituito',
  'order.line.reset': 'Riga riportata come ordinata',
  'timeslot.capacity': 'Capienza della fascia',
  'giftCertificate.create': 'Buono creato',
  'product.update': 'Prezzo o disponibilità del prodotto',
};

/** Values before or after a change, as the audit trail keeps them (ids, cents, thousandths). */
export type StaffAuditValues = Record<string, unknown> | null;

/** One entry of the audit trail: who (the staff member's name as it was), when (ISO), what, and the values before and after. */
export const staffAuditEntrySchema = z.object({
  staffAuditEntryId: z.number().int(),
  action: z.string(),
  label: z.string(),
  staffUserId: z.number().int().nullable(),
  staffName: z.string(),
  at: z.string(),
  orderId: z.number().int().nullable(),
  orderLineId: z.number().int().nullable(),
  timeslotId: z.number().int().nullable(),
  giftCertificateId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The change in one Italian sentence ('Stato: «Ordinato» → «In preparazione»'). */
  summary: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

const numberOf = (values: StaffAuditValues, key: string): number | null =>
  typeof values?.[key] === 'number' ? (values[key] as number) : null;
const kg = (thousandths: number | null) =>
  thousandths === null ? '—' : `${(thousandths / 1000).toLocaleString('it-IT', { maximumFractionDigits: 3 })} kg`;
const euro = (cents: number | null) => (cents === null ? '—' : formatEuro(cents));
const status = (id: number | null) => (id === null ? '—' : `«${orderStatusTable.labelOf(id) ?? id}»`);
const lineAmount = (values: StaffAuditValues) => euro(numberOf(values, 'deliveredGrossTotalCents'));

/** A change of the audit trail in one Italian sentence, from its action and its values before and after. */
export function staffChangeSummary(action: string, before: StaffAuditValues, after: StaffAuditValues): string {
  switch (action) {
    case staffActions.orderStatus:
      return `Stato: ${status(numberOf(before, 'orderStatusId'))} → ${status(numberOf(after, 'orderStatusId'))}`;
    case staffActions.orderPayment:
      // Before: the card's authorisation, or the amount expected at the door (payment on delivery).
      return `Importo previsto ${euro(numberOf(before, 'amountCents'))}, incassato ${euro(numberOf(after, 'amountCents'))}`;
    case staffActions.lineWeigh:
      return `Peso: ${kg(numberOf(before, 'realWeightThousandths'))} → ${kg(numberOf(after, 'realWeightThousandths'))}, importo della riga ${lineAmount(after)}`;
    case staffActions.lineSubstitute:
      return `Sostituito con ${String(after?.deliveredProductName ?? after?.deliveredProductId ?? '—')}, importo della riga ${lineAmount(after)}`;
    case staffActions.lineReset:
      return `Peso e sostituzione annullati (prima: ${lineAmount(before)})`;
    case staffActions.slotCapacity:
      return `Capienza: ${numberOf(before, 'capacity') ?? '—'} → ${numberOf(after, 'capacity') ?? '—'} ordini`;
    case staffActions.giftCertificateCreate:
      return `Codice ${String(after?.code ?? '')}`;
    case staffActions.productUpdate:
      return `${String(after?.name ?? 'Prodotto')}: prezzo ${euro(numberOf(before, 'standardPriceCents'))} → ${euro(numberOf(after, 'standardPriceCents'))}, disponibili ${numberOf(before, 'available') ?? '—'} → ${numberOf(after, 'available') ?? '—'}`;
    default:
      return action;
  }
}
