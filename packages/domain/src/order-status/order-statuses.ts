import { labelledTable } from './labelled-table';

/**
 * Order status by id (second file, section 4). The specification gives 1 and 2 one meaning
 * ("waiting, complete payment"), 4 and 5 another ("in preparation") and 7 and 18 a third ("out for
 * delivery"); the keys tell them apart. Status 4 is the moment the store takes charge.
 */
export const orderStatusTable = labelledTable([
  { id: 1, key: 'waitingPayment', label: 'In attesa di pagamento' },
  { id: 2, key: 'completePayment', label: 'Pagamento da completare' },
  { id: 3, key: 'ordered', label: 'Ordinato' },
  { id: 4, key: 'takenInCharge', label: 'In preparazione' },
  { id: 5, key: 'inPreparation', label: 'In preparazione' },
  { id: 6, key: 'almostReady', label: 'Quasi pronto' },
  { id: 7, key: 'outForDelivery', label: 'In consegna' },
  { id: 8, key: 'delivered', label: 'Consegnato' },
  { id: 9, key: 'partiallyDelivered', label: 'Consegnato parzialmente' },
  { id: 10, key: 'cancelled', label: 'Annullato' },
  { id: 11, key: 'invalidated', label: 'Invalidato' },
  { id: 12, key: 'notCollected', label: 'Non ritirato' },
  { id: 13, key: 'failed', label: 'Non riuscito' },
  { id: 18, key: 'inTransit', label: 'In consegna' },
]);
export const ORDER_STATUS = orderStatusTable.ids;
export type OrderStatusId = (typeof orderStatusTable.entries)[number]['id'];

/** Payment due date statuses (invoices paid later). */
export const paymentDueDateStatusTable = labelledTable([
  { id: 'paid', key: 'paid', label: 'Pagata' },
  { id: 'pending', key: 'pending', label: 'In attesa di pagamento' },
  { id: 'expiring', key: 'expiring', label: 'In scadenza' },
  { id: 'expired', key: 'expired', label: 'Scaduta' },
]);
export type PaymentDueDateStatus = (typeof paymentDueDateStatusTable.entries)[number]['id'];

/** Statuses of a payment transaction with the gateway. */
export const transactionStatusTable = labelledTable([
  { id: 0, key: 'error', label: 'Errore' },
  { id: 1, key: 'inProgress', label: 'In corso' },
  { id: 2, key: 'authorized', label: 'Autorizzata' },
  { id: 3, key: 'confirmed', label: 'Confermata' },
  { id: 4, key: 'reversed', label: 'Stornata' },
  { id: 5, key: 'cancelled', label: 'Annullata' },
]);
export const TRANSACTION_STATUS = transactionStatusTable.ids;
export type TransactionStatusId = (typeof transactionStatusTable.entries)[number]['id'];
