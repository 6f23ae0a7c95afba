import {
  centsToEuros,
  formatEuro,
  type PaymentDueDate,
  type PaymentDueDateList,
  paymentDueDateCodes,
  paymentDueDateStatus,
  paymentDueDateStatusTable,
  paymentDueDateTexts,
  shopDateIso,
} from '@spesa/domain';
import escapeHtml from 'escape-html';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { findOwnPaymentDueDate, type PaymentDueDateRow, selectPaymentDueDatesOf } from './payment-due-dates.repository';

/** A due date as answered, its status read on `todayIso`. */
function toPaymentDueDate(row: PaymentDueDateRow, todayIso: string): PaymentDueDate {
  const status = paymentDueDateStatus(row.dueDate, row.paidAt !== null, todayIso);
  return {
    paymentDueDateId: row.paymentDueDateId,
    orderId: row.orderId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    amount: centsToEuros(row.amountCents),
    status,
    statusLabel: paymentDueDateStatusTable.labelOf(status) ?? status,
    paidDate: row.paidAt && shopDateIso(row.paidAt),
  };
}

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/** The instalment's document: a plain HTML page the browser opens (no script, no inline style). */
function documentOf(dueDate: PaymentDueDate, amountCents: number): string {
  const rows: [string, string][] = [
    ['Fattura', `n. ${dueDate.invoiceNumber} del ${italianDate(dueDate.invoiceDate)}`],
    ['Ordine', dueDate.orderId === null ? '—' : `n. ${dueDate.orderId}`],
    ['Scadenza', italianDate(dueDate.dueDate)],
    ['Importo', formatEuro(amountCents)],
    ['Stato', dueDate.statusLabel],
  ];
  const cells = rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Fattura ${escapeHtml(dueDate.invoiceNumber)}</title></head><body><h1>Fattura ${escapeHtml(dueDate.invoiceNumber)}</h1><table>${cells}</table></body></html>`;
}

/** Payment due dates of shoppers paying by deferred payment (type 11): only the shopper's own. */
export function createPaymentDueDateService(db: Db) {
  return {
    async list(userId: number): Promise<PaymentDueDateList> {
      const today = shopDateIso();
      const rows = await selectPaymentDueDatesOf(db, userId);
      // A shopper pays by deferred payment when the contract's due dates are loaded for them.
      return { deferredPayment: rows.length > 0, paymentDueDates: rows.map((row) => toPaymentDueDate(row, today)) };
    },

    /** The invoice document of one due date; 404 alike when missing or someone else's. */
    async document(userId: number, paymentDueDateId: number): Promise<{ fileName: string; html: string }> {
      const row = await findOwnPaymentDueDate(db, userId, paymentDueDateId);
      if (!row) throw notFound(paymentDueDateTexts.notFound, paymentDueDateCodes.notFound);
      const dueDate = toPaymentDueDate(row, shopDateIso());
      return {
        fileName: `fattura-${row.invoiceNumber.replace(/[^\w-]+/g, '-')}.html`,
        html: documentOf(dueDate, row.amountCents),
      };
    },
  };
}
