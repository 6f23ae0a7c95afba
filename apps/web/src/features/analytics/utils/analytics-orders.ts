import { ANALYTICS_ORDER_MEMORY } from '@spesa/domain';

/**
 * The spec's "analytics orders": the ids of the last orders sent as `purchase` (ANALYTICS_ORDER_MEMORY,
 * 20), kept in localStorage so that a reload of the order-completed page never counts a purchase twice.
 */
export const ANALYTICS_ORDERS_KEY = 'spesa.analyticsOrders';

/** The list after sending `orderId`: the newest last, the oldest dropped beyond the memory's size. */
export function rememberOrder(sent: readonly number[], orderId: number): number[] {
  return [...sent.filter((id) => id !== orderId), orderId].slice(-ANALYTICS_ORDER_MEMORY);
}

/** The ids stored, or none when missing or not ours. */
export function readSentOrders(storage: Storage = localStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(ANALYTICS_ORDERS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Sends the order once: `send` runs only for an order not sent before, and when it did send (consent
 * given), the order is remembered. True when it was sent now.
 */
export function sendOrderOnce(orderId: number, send: () => boolean, storage: Storage = localStorage): boolean {
  const sent = readSentOrders(storage);
  if (sent.includes(orderId) || !send()) return false;
  try {
    storage.setItem(ANALYTICS_ORDERS_KEY, JSON.stringify(rememberOrder(sent, orderId)));
  } catch {
    // Storage refused (private mode): a reload may count it again, as nothing can remember it.
  }
  return true;
}
