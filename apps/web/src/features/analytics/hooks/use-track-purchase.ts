import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getOrderQueryOptions } from '../../orders/api/order-queries';
import { track } from '../track';
import { sendOrderOnce } from '../utils/analytics-orders';

/**
 * `purchase` for the order the thank-you page shows, once it is read: never twice for one order,
 * whatever the reloads (the spec's analytics orders). Null: nothing to send (the payment-error page).
 */
export function useTrackPurchase(orderId: number | null): void {
  // The page's recap asks for the same order: one call serves both.
  const order = useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
  const data = order.data;
  useEffect(() => {
    if (orderId === null || !data || data.orderId !== orderId) return;
    sendOrderOnce(orderId, () => track((events, names) => events.purchaseEvent(data, names)));
  }, [orderId, data]);
}
