import type { Cart, CheckoutBuyData, Order } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiRequest } from '../../../lib/api/client';
import { announceFailure } from '../../cart/api/cart-messages';
import { cartCallQuery, setCart } from '../../cart/api/get-cart';
import { orderQueryKeys } from './order-queries';

/**
 * POST order/delete: cancels the order (allowed until the store takes charge, never when paid online
 * by card). The answer is the cancelled order, with the success message to show.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) => {
      const envelope = await apiRequest<Order>('POST', '/ebsn/api/order/delete', { query: { order_id: orderId } });
      return { order: envelope.data, info: envelope.response.infosMessage[0]?.description ?? null };
    },
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKeys.one(order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: [...orderQueryKeys.all, 'list'] });
    },
  });
}

/**
 * POST cart/add-all-from-order: the order's products go to the cart again; the answer is the whole
 * cart, which replaces the cached one, with the server's warnings (products left out). A failure is a toast.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) => {
      const envelope = await apiRequest<Cart>('POST', '/ebsn/api/cart/add-all-from-order', {
        body: { order_id: orderId },
        query: cartCallQuery,
      });
      return { cart: envelope.data, warnings: envelope.response.warningsMessage };
    },
    onSuccess: ({ cart }) => setCart(queryClient, cart),
    // The server's reason when it gave one, otherwise the spec's errorAddingProductFromOrder.
    onError: (error) => announceFailure(error, 'errors.errorAddingProductFromOrder'),
  });
}

/**
 * The payment of a suspended order (waiting for payment, or failed): POST order/payment pays it again
 * online, POST order/modify-payment-type changes the type (on delivery places it at once). Both
 * answer the order and, for an online type, `paymentUrl`, the gateway's page to go to.
 */
export function useOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, paymentTypeId }: { orderId: number; paymentTypeId?: number }) =>
      paymentTypeId === undefined
        ? apiPost<CheckoutBuyData>('/ebsn/api/order/payment', undefined, { order_id: orderId })
        : apiPost<CheckoutBuyData>('/ebsn/api/order/modify-payment-type', undefined, {
            order_id: orderId,
            payment_type_id: paymentTypeId,
            payment_data: '{}',
          }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKeys.one(order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: [...orderQueryKeys.all, 'list'] });
    },
  });
}

/** The cart answer of an edit call, with the server's notice to show. */
type EditAnswer = { cart: Cart; info: string | null };

async function editCall(path: string, query?: Record<string, number>): Promise<EditAnswer> {
  const envelope = await apiRequest<Cart>('POST', path, { query });
  return { cart: envelope.data, info: envelope.response.infosMessage[0]?.description ?? null };
}

/**
 * POST order/modify: the order's products go back into a cart (status 7) that is the shopper's cart
 * until the edit is bought (which replaces the order) or given up. The answer replaces the cart.
 */
export function useModifyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => editCall('/ebsn/api/order/modify', { order_id: orderId }),
    onSuccess: ({ cart }) => setCart(queryClient, cart),
  });
}

/**
 * POST order/modify-cancel: gives up the edit; the order stays as it was and the cart answered is the
 * shopper's cart from before the edit, which replaces the cached one.
 */
export function useAbandonOrderEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => editCall('/ebsn/api/order/modify-cancel'),
    onSuccess: ({ cart }) => setCart(queryClient, cart),
  });
}
