import { ANALYTICS_ORDER_MEMORY } from '@spesa/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ORDERS_KEY, readSentOrders, rememberOrder, sendOrderOnce } from './analytics-orders';

describe('analytics orders: a purchase is counted once', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last 20 orders sent, the newest last', () => {
    expect(ANALYTICS_ORDER_MEMORY).toBe(20);
    let sent: number[] = [];
    for (let orderId = 1; orderId <= 25; orderId++) sent = rememberOrder(sent, orderId);
    expect(sent).toEqual(Array.from({ length: 20 }, (_, index) => index + 6));
    // Sent again: moved to the end, never twice in the list.
    expect(rememberOrder([1, 2, 3], 2)).toEqual([1, 3, 2]);
  });

  it('a reload of the thank-you page sends nothing again; 21 orders later the oldest is forgotten', () => {
    const send = vi.fn(() => true);
    expect(sendOrderOnce(1, send)).toBe(true);
    expect(sendOrderOnce(1, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);

    for (let orderId = 2; orderId <= 21; orderId++) expect(sendOrderOnce(orderId, send)).toBe(true);
    expect(readSentOrders()).toHaveLength(20);
    expect(readSentOrders()).not.toContain(1);
    expect(sendOrderOnce(21, send)).toBe(false);
    expect(sendOrderOnce(2, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(21);
    // The 21st order pushed the 1st out of the memory: only then could it count again.
    expect(sendOrderOnce(1, send)).toBe(true);
  });

  it('an order not sent (no consent) is not remembered, so it can still be sent once consent is given', () => {
    expect(sendOrderOnce(7, () => false)).toBe(false);
    expect(readSentOrders()).toEqual([]);
    expect(sendOrderOnce(7, () => true)).toBe(true);
    expect(readSentOrders()).toEqual([7]);
  });

  it('ignores a stored value that is not ours', () => {
    localStorage.setItem(ANALYTICS_ORDERS_KEY, 'garbage');
    expect(readSentOrders()).toEqual([]);
    localStorage.setItem(ANALYTICS_ORDERS_KEY, '[1,"2",3.5,4]');
    expect(readSentOrders()).toEqual([1, 4]);
  });
});
