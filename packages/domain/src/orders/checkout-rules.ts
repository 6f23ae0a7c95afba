import { INVOICE_WAREHOUSE_ID } from '../constants';
import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import { type PreauthorisationRule, preauthorisationCents } from '../money/preauthorisation';
import { ORDER_STATUS } from '../order-status/order-statuses';
import { canTransition, type EditableOrderFacts, orderChangeRefusal } from '../order-status/order-transitions';
import { onlineCardPaymentTypeIds, PAYMENT_TYPE, paymentTypeTable } from '../order-status/service-and-payment-types';
import { orderCodes, orderTexts } from './order-texts';

/** How long checkout/prepare keeps the cart's place in its slot when the server sets no other time. */
export const CHECKOUT_HOLD_DEFAULT_MINUTES = 15;

/** A refusal with its code and Italian text. */
export type OrderRefusal = { code: string; message: string };

/** Payment types settled at delivery or pickup (cash, card at the door, meal vouchers): no gateway is involved. */
export const paymentTypesSettledAtDelivery: readonly number[] = [
  PAYMENT_TYPE.onDelivery,
  PAYMENT_TYPE.mealVoucher,
  PAYMENT_TYPE.electronicMealVoucher,
];

/** Payment types that go through the online payment gateway (cards and PayPal). */
export const onlinePaymentTypeIds: readonly number[] = [...onlineCardPaymentTypeIds, PAYMENT_TYPE.paypal];

/**
 * Why an order cannot be placed with this payment type now, or null when it can. Types settled at
 * delivery are placed at once; online types go through the payment gateway (the order waits for
 * payment); deferred payment and the summary invoice are for business customers with a contract,
 * which no shopper has yet.
 */
export function paymentTypeRefusal(paymentTypeId: number): OrderRefusal | null {
  if (!paymentTypeTable.has(paymentTypeId))
    return { code: orderCodes.paymentTypeUnknown, message: orderTexts.paymentTypeUnknown };
  if (paymentTypesSettledAtDelivery.includes(paymentTypeId)) return null;
  if (onlinePaymentTypeIds.includes(paymentTypeId)) return null;
  return { code: orderCodes.paymentTypeUnavailable, message: orderTexts.paymentTypeUnavailable };
}

/** The status a new order starts in: placed (3) when nothing is to be paid first, waiting for payment (1) otherwise. */
export function initialOrderStatus(paymentTypeId: number): number {
  return paymentTypesSettledAtDelivery.includes(paymentTypeId) ? ORDER_STATUS.ordered : ORDER_STATUS.waitingPayment;
}

/** The instant a hold made at `now` ends. */
export function holdExpiry(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/**
 * Whether a slot can take one more order: its booked orders plus the live holds of other carts stay
 * within capacity. The caller has locked the slot row, so the count cannot move meanwhile.
 */
export function slotHasRoom(slot: { booked: number; capacity: number }, otherLiveHolds: number): boolean {
  return slot.booked + otherLiveHolds + 1 <= slot.capacity;
}

/** The part of an order's amount from lines whose weight is only known after weighing. */
export function variableWeightCents(lines: readonly { grossTotalCents: Cents; variableWeight: boolean }[]): Cents {
  return sumCents(lines.filter((line) => line.variableWeight).map((line) => line.grossTotalCents));
}

/**
 * The amount reserved (pre-billed) for an order: for card payments the tenant's pre-authorisation rule
 * (the total plus 20 %, or plus 30 % of the loose items), for every other payment type the total.
 */
export function prebilledAmountCents(
  rule: PreauthorisationRule,
  paymentTypeId: number,
  amounts: { totalCents: Cents; variableWeightCents: Cents },
): Cents {
  if (!onlineCardPaymentTypeIds.some((id) => id === paymentTypeId)) return amounts.totalCents;
  return preauthorisationCents(rule, { totalCents: amounts.totalCents, variableWeightCents: amounts.variableWeightCents });
}

/**
 * Why the shopper cannot cancel the order, or null when they can: the edit rule (before the store
 * takes charge, never paid online by card), then the transition table (ordered → cancelled).
 */
export function orderCancelRefusal(order: EditableOrderFacts): OrderRefusal | null {
  const refusal = orderChangeRefusal(order);
  if (refusal) return refusal;
  if (!canTransition(order.orderStatusId, ORDER_STATUS.cancelled))
    return { code: orderCodes.orderNotCancellable, message: orderTexts.orderNotCancellable };
  return null;
}

/**
 * Why the shopper cannot modify the order (order/modify), or null when they can: the edit rule (before
 * the store takes charge, never paid online by card), then the transition table — the order being
 * replaced ends cancelled (the status table has no "replaced" status), so that move must be allowed.
 */
export function orderModifyRefusal(order: EditableOrderFacts): OrderRefusal | null {
  const refusal = orderChangeRefusal(order);
  if (refusal) return refusal;
  if (!canTransition(order.orderStatusId, ORDER_STATUS.cancelled))
    return { code: orderCodes.orderNotModifiable, message: orderTexts.orderNotModifiable };
  return null;
}

/** The Italian refusals of checkout/buy for what the shopper must give first (sales terms, billing data). */
export const checkoutConsentCodes = {
  salesTermsRequired: 'errors.checkout.salesTermsRequired',
  billingDataRequired: 'errors.checkout.billingDataRequired',
} as const;
export const checkoutConsentTexts = {
  salesTermsRequired: "Per confermare l'ordine è necessario accettare le condizioni generali di vendita.",
  billingDataRequired:
    "Hai chiesto la fattura: salva i dati di fatturazione (intestatario, codice fiscale o partita IVA, indirizzo) prima di confermare l'ordine.",
} as const;

/**
 * Whether the buy carries the shopper's acceptance of the sales terms ("Payment requires accepting the
 * sales terms"): payment_data.accept_sales_terms, true or 'true' (a query sends text).
 */
export function salesTermsAccepted(paymentData: Readonly<Record<string, unknown>> | undefined): boolean {
  const accepted = paymentData?.accept_sales_terms;
  return accepted === true || accepted === 'true';
}

/** Whether the warehouse serving the cart offers the invoice (spec: "Warehouse 89 shows the invoice option"). */
export function offersInvoice(warehouseId: number | null | undefined): boolean {
  return warehouseId === INVOICE_WAREHOUSE_ID;
}

/**
 * Whether the order will ask for an invoice: the cart's need_invoice is the text 'true' and its warehouse
 * offers the invoice (a switch left on before moving to another warehouse's shop asks for nothing).
 */
export function needsInvoice(cart: {
  cartInfos: { need_invoice?: string } | null;
  warehouseId: number | null | undefined;
}): boolean {
  return offersInvoice(cart.warehouseId) && cart.cartInfos?.need_invoice === 'true';
}
