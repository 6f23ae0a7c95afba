import { labelledTable } from './labelled-table';

/** Address types of the cart's shipping address. */
export const addressTypeTable = labelledTable([
  { id: 2, key: 'home', label: 'Consegna a domicilio' },
  { id: 3, key: 'storePickup', label: 'Ritiro in negozio' },
  { id: 5, key: 'locker', label: 'Ritiro al locker' },
]);
export const ADDRESS_TYPE = addressTypeTable.ids;
export type AddressTypeId = (typeof addressTypeTable.entries)[number]['id'];

/** Delivery services a store offers. */
export const deliveryServiceTable = labelledTable([
  { id: 1, key: 'storePickup', label: 'Ritiro in negozio' },
  { id: 2, key: 'homeDelivery', label: 'Consegna a domicilio' },
]);
export const DELIVERY_SERVICE = deliveryServiceTable.ids;
export type DeliveryServiceId = (typeof deliveryServiceTable.entries)[number]['id'];

/** Payment types the shopper chooses at checkout. */
export const paymentTypeTable = labelledTable([
  { id: 2, key: 'onDelivery', label: 'Pagamento alla consegna' },
  { id: 11, key: 'deferred', label: 'Pagamento differito' },
  { id: 12, key: 'onlineCard', label: 'Carta di credito online' },
  { id: 113, key: 'onlineCardSecure', label: 'Carta di pagamento online' },
  { id: 13, key: 'paypal', label: 'PayPal' },
  { id: 18, key: 'mealVoucher', label: 'Buoni pasto' },
  { id: 19, key: 'electronicMealVoucher', label: 'Buoni pasto elettronici' },
  { id: 101, key: 'summaryInvoice', label: 'Fattura riepilogativa' },
]);
export const PAYMENT_TYPE = paymentTypeTable.ids;
export type PaymentTypeId = (typeof paymentTypeTable.entries)[number]['id'];

/** The payment types that charge a card online (12 and 113): orders paid so cannot be modified. */
export const onlineCardPaymentTypeIds: readonly PaymentTypeId[] = [PAYMENT_TYPE.onlineCard, PAYMENT_TYPE.onlineCardSecure];

/** How a recorded transaction was paid. */
export const transactionPaymentTypeTable = labelledTable([
  { id: 1, key: 'card', label: 'Carta di credito' },
  { id: 2, key: 'onDelivery', label: 'Alla consegna' },
  { id: 11, key: 'deferred', label: 'Differito' },
  { id: 12, key: 'online', label: 'Online' },
  { id: 13, key: 'paypal', label: 'PayPal' },
  { id: 17, key: 'bankTransfer', label: 'Bonifico bancario' },
]);
export const TRANSACTION_PAYMENT_TYPE = transactionPaymentTypeTable.ids;
export type TransactionPaymentTypeId = (typeof transactionPaymentTypeTable.entries)[number]['id'];
