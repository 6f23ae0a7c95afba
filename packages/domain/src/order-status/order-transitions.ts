import { ORDER_STATUS, type OrderStatusId } from './order-statuses';
import { onlineCardPaymentTypeIds } from './service-and-payment-types';

const S = ORDER_STATUS;

/**
 * Where an order may go from each status. Payment: waiting (1) → paid (3) or failed (2), which the
 * shopper may retry or which is cancelled automatically; the store takes charge at 4 and prepares
 * (5, 6); delivery (7 or 18) or pickup in store (straight from 6) ends in 8, 9, 12 or 13. Until the
 * order leaves the store, staff may still cancel it (the shopper may not: see `isOrderEditable`).
 * Delivered, partially delivered, cancelled, invalidated, not collected and failed are final.
 */
export const orderTransitions: Readonly<Record<OrderStatusId, readonly OrderStatusId[]>> = {
  [S.waitingPayment]: [S.completePayment, S.ordered, S.cancelled],
  [S.completePayment]: [S.ordered, S.cancelled],
  [S.ordered]: [S.takenInCharge, S.cancelled, S.invalidated],
  [S.takenInCharge]: [S.inPreparation, S.almostReady, S.cancelled, S.failed],
  [S.inPreparation]: [S.almostReady, S.outForDelivery, S.inTransit, S.cancelled, S.failed],
  [S.almostReady]: [S.outForDelivery, S.inTransit, S.delivered, S.partiallyDelivered, S.notCollected, S.cancelled, S.failed],
  [S.outForDelivery]: [S.delivered, S.partiallyDelivered, S.notCollected, S.failed],
  [S.inTransit]: [S.delivered, S.partiallyDelivered, S.notCollected, S.failed],
  [S.delivered]: [],
  [S.partiallyDelivered]: [],
  [S.cancelled]: [],
  [S.invalidated]: [],
  [S.notCollected]: [],
  [S.failed]: [],
};

/** True when the transition table lets an order move from one status to the other (never to itself). */
export function canTransition(from: number, to: number): boolean {
  return (orderTransitions[from as OrderStatusId] ?? []).includes(to as OrderStatusId);
}

/** Statuses before the store takes charge (4): the shopper may still edit or cancel. */
export const editableOrderStatusIds: readonly OrderStatusId[] = [S.waitingPayment, S.completePayment, S.ordered];

/** The two reasons a shopper can no longer change an order, with their Italian texts. */
export const orderChangeRefusals = {
  takenInCharge: {
    code: 'errors.orderNotEditable',
    message: "Il punto vendita ha già preso in carico l'ordine: non è più possibile modificarlo o annullarlo.",
  },
  paidOnlineByCard: {
    code: 'errors.orderPaidByCard',
    message: 'Gli ordini pagati online con carta non possono essere modificati.',
  },
} as const;
export type OrderChangeRefusal = (typeof orderChangeRefusals)[keyof typeof orderChangeRefusals];

/** What the edit rule reads of an order. */
export type EditableOrderFacts = { orderStatusId: number; paymentTypeId: number | null };

/** Statuses of an order still waiting for its online payment (1, 2): nothing has been charged to a card yet. */
const unpaidStatusIds: readonly OrderStatusId[] = [S.waitingPayment, S.completePayment];

/**
 * Why the shopper cannot edit or cancel the order, or null when they can. The card rule is about
 * orders *paid* by card: one suspended after a failed or abandoned payment (1, 2) holds no authorisation,
 * so the shopper may give up instead of paying (or change it), as with any other unpaid order.
 */
export function orderChangeRefusal(order: EditableOrderFacts): OrderChangeRefusal | null {
  if (!editableOrderStatusIds.includes(order.orderStatusId as OrderStatusId)) return orderChangeRefusals.takenInCharge;
  if (unpaidStatusIds.includes(order.orderStatusId as OrderStatusId)) return null;
  if (onlineCardPaymentTypeIds.some((id) => id === order.paymentTypeId)) return orderChangeRefusals.paidOnlineByCard;
  return null;
}

/** True when the shopper may still edit or cancel the order: before status 4 and not paid online by card. */
export function isOrderEditable(order: EditableOrderFacts): boolean {
  return orderChangeRefusal(order) === null;
}

/** True for the statuses "out for delivery" (7 and 18): an account cannot be deleted while one of its orders is. */
export function isOutForDelivery(orderStatusId: number): boolean {
  return orderStatusId === S.outForDelivery || orderStatusId === S.inTransit;
}
