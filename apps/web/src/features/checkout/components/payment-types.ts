import { PAYMENT_TYPE, paymentTypeTable } from '@spesa/domain';

/**
 * The payment types a shopper is offered, in this order: on delivery and meal vouchers (settled at
 * delivery), then the online ones (cards and PayPal, paid on the gateway's page). Deferred payment
 * and the summary invoice are for business customers with a contract, which the server refuses.
 */
export const shopperPaymentTypes = [
  PAYMENT_TYPE.onDelivery,
  PAYMENT_TYPE.mealVoucher,
  PAYMENT_TYPE.electronicMealVoucher,
  PAYMENT_TYPE.onlineCard,
  PAYMENT_TYPE.onlineCardSecure,
  PAYMENT_TYPE.paypal,
].map((id) => ({ id, label: paymentTypeTable.labelOf(id) ?? String(id) }));
