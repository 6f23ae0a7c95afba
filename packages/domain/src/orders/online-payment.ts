import { addDaysIso, shopDateIso, shopInstant } from '../delivery/rome-time';
import type { Cents } from '../money/money';
import { ORDER_STATUS } from '../order-status/order-statuses';
import type { OrderRefusal } from './checkout-rules';
import { onlinePaymentTypeIds } from './checkout-rules';
import { fillOrderText, orderCodes, orderTexts } from './order-texts';

/** Minutes an order may wait for its online payment before it is cancelled, when the server sets no other time. */
export const PAYMENT_TIMEOUT_DEFAULT_MINUTES = 30;

/** Order statuses of an order suspended until paid online: waiting (1) and to be completed after a failure (2). */
export const suspendedOrderStatusIds: readonly number[] = [ORDER_STATUS.waitingPayment, ORDER_STATUS.completePayment];

/** True for the payment types that go through the online payment gateway (12, 113 cards, 13 PayPal). */
export function isOnlinePaymentType(paymentTypeId: number): boolean {
  return onlinePaymentTypeIds.includes(paymentTypeId);
}

/** True while the order waits for its online payment and cannot be processed. */
export function isSuspendedOrder(orderStatusId: number): boolean {
  return suspendedOrderStatusIds.includes(orderStatusId);
}

/**
 * Why the shopper cannot pay the order (again) now, or null when they can: an order with an
 * authorisation is paid (never a second one), and only a suspended order waits for payment.
 */
export function paymentRetryRefusal(order: { orderStatusId: number }, hasAuthorisation: boolean): OrderRefusal | null {
  if (hasAuthorisation) return { code: orderCodes.orderAlreadyPaid, message: orderTexts.orderAlreadyPaid };
  if (!isSuspendedOrder(order.orderStatusId))
    return { code: orderCodes.orderNotAwaitingPayment, message: orderTexts.orderNotAwaitingPayment };
  return null;
}

const italianDate = (dateIso: string) => dateIso.split('-').reverse().join('/');

/**
 * Why a card authorisation made at `now` cannot pay for this slot, or null when it can: an
 * authorisation lasts `validityDays`, and the charge happens at delivery, so it must still be valid
 * when the slot ends. The shopper is told the last day that fits (decision 0008).
 */
export function authorisationValidityRefusal(
  now: Date,
  validityDays: number,
  slot: { slotDate: string; endTime: string },
): OrderRefusal | null {
  const expiresAt = now.getTime() + validityDays * 86_400_000;
  if (shopInstant(slot.slotDate, slot.endTime).getTime() <= expiresAt) return null;
  const lastDate = addDaysIso(shopDateIso(new Date(expiresAt)), -1);
  return {
    code: orderCodes.authorisationTooShort,
    message: fillOrderText(orderTexts.authorisationTooShort, {
      days: validityDays,
      date: italianDate(slot.slotDate),
      lastDate: italianDate(lastDate),
    }),
  };
}

/** The instant a suspended order whose last payment attempt started at `lastAttemptAt` is cancelled. */
export function paymentDeadline(lastAttemptAt: Date, timeoutMinutes: number): Date {
  return new Date(lastAttemptAt.getTime() + timeoutMinutes * 60_000);
}

/** Why this amount cannot be charged on the authorisation, or null: never more than was pre-authorised. */
export function captureRefusal(authorisedCents: Cents, amountCents: Cents): OrderRefusal | null {
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > authorisedCents)
    return { code: orderCodes.captureAboveAuthorised, message: orderTexts.captureAboveAuthorised };
  return null;
}
