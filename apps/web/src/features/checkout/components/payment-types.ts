import { PAYMENT_TYPE, paymentTypeTable } from '@spesa/domain';

/**
 * The payment types a shopper is offered, in this order: on delivery and meal vouchers (settled at
 * delivery), then the online ones (a card and PayPal, paid on the gateway's page). Deferred payment
 * and the summary invoice are for business customers with a contract, which the server refuses.
 * One card entry only: types 12 and 113 ("Carta di credito online", "Carta di pagamento online")
 * open the same gateway page and take the same cards, so two near-twins only made the shopper
 * wonder which to pick (issue 19). The server still accepts 113 from the API clients that send it.
 */
export const shopperPaymentTypes = [
  PAYMENT_TYPE.onDelivery,
  PAYMENT_TYPE.mealVoucher,
  PAYMENT_TYPE.electronicMealVoucher,
  PAYMENT_TYPE.onlineCard,
  PAYMENT_TYPE.paypal,
].map((id) => ({ id, label: paymentTypeTable.labelOf(id) ?? String(id) }));
