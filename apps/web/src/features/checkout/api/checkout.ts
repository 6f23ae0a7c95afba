import { type Cart, type CheckoutBuyData, type CheckoutHold, orderCodes, orderModifyRefusal } from '@spesa/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api/client';
import { cartQueryKey, setCart } from '../../cart/api/get-cart';
import { getOrderQueryOptions, orderQueryKeys } from '../../orders/api/order-queries';

/**
 * POST checkout/prepare: locks the cart and holds its place in its time slot for a while. For the edit
 * of an order, edits_order_id says so: the server refuses it if that edit is no longer the cart.
 */
export function prepareCheckout(editsOrderId?: number | null) {
  return apiPost<{ cart: Cart; hold: CheckoutHold }>('/ebsn/api/checkout/prepare', undefined, { edits_order_id: editsOrderId });
}

/** The slot hold the last prepare made (its end, for the countdown of /payment); nothing is fetched for it. */
export const checkoutHoldQueryKey = [...cartQueryKey, 'hold'] as const;

/** The hold the shopper's last prepare made, while this page knows of one. */
export function useCheckoutHold() {
  return useQuery<CheckoutHold | null>({
    queryKey: checkoutHoldQueryKey,
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/**
 * 'Vai al pagamento' (and 'Riserva di nuovo'): checkout/prepare holds the cart's place in its slot for
 * a while; the answer's cart and hold are kept. A refusal (below the minimum order, a full slot) fails
 * with the server's text.
 */
export function usePrepareCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (editsOrderId?: number | null) => prepareCheckout(editsOrderId),
    onSuccess: ({ cart, hold }) => {
      setCart(queryClient, cart);
      queryClient.setQueryData(checkoutHoldQueryKey, hold);
    },
  });
}

/**
 * What /payment confirms: the payment type, the sales terms the shopper ticked, and the order the
 * cart edits (status 7), if any.
 */
export type OrderConfirmation = { paymentTypeId: number; acceptSalesTerms: boolean; editsOrderId?: number | null };

/**
 * POST checkout/buy: places the order of the prepared cart with the chosen payment type; the sales
 * terms' acceptance goes in payment_data (the server refuses an order without it), the order the cart
 * edits in edits_order_id. An online type answers `paymentUrl` too, the payment gateway's page the
 * shopper goes to next.
 */
export function buyCart({ paymentTypeId, acceptSalesTerms, editsOrderId }: OrderConfirmation) {
  return apiPost<CheckoutBuyData>('/ebsn/api/checkout/buy', undefined, {
    payment_type_id: paymentTypeId,
    payment_data: JSON.stringify({ accept_sales_terms: acceptSalesTerms }),
    edits_order_id: editsOrderId,
  });
}

/** The refusal of a prepare or buy whose order edit was given up meanwhile (another tab, the order cancelled). */
export const isEditCancelled = (error: Error) =>
  error instanceof ApiError && error.messages[0]?.code === orderCodes.editCancelled;

/**
 * "Modifying an order re-reads the order, then buys" (second file, section 4): the store may have
 * taken the order in charge since the edit began. Its refusal stops the confirmation with the same
 * Italian text the server would answer; the server checks again inside the buy.
 */
async function recheckEditedOrder(queryClient: QueryClient, orderId: number): Promise<void> {
  const order = await queryClient.fetchQuery({ ...getOrderQueryOptions(orderId), staleTime: 0 });
  const refusal = orderModifyRefusal(order);
  if (refusal) throw new Error(refusal.message);
}

/**
 * Confirming the order (second file, section 4, order flow): the order being edited is read again,
 * the cart is locked (prepare), then bought, then the cart is refreshed (the shopper has a fresh one)
 * and the orders read again — also when the edit confirmed was given up meanwhile. A status other than 0 fails with the first server error text (ApiError's
 * message).
 */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirmation: OrderConfirmation) => {
      if (confirmation.editsOrderId) await recheckEditedOrder(queryClient, confirmation.editsOrderId);
      await prepareCheckout(confirmation.editsOrderId);
      return buyCart(confirmation);
    },
    onSuccess: () => refresh(queryClient),
    // The edit is gone: the shopper's own cart is back, and the order may have changed.
    onError: (error) => {
      if (isEditCancelled(error)) refresh(queryClient);
    },
  });
}

/** The cart and the orders read again. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
}

/** POST checkout/cancel: the shopper goes back to the cart, which gives its place in the slot back. */
export function useCancelCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ cart: Cart; released: boolean }>('/ebsn/api/checkout/cancel'),
    onSuccess: ({ cart }) => {
      setCart(queryClient, cart);
      queryClient.setQueryData(checkoutHoldQueryKey, null);
    },
  });
}

/** Leaves the shop for a page outside the app (the payment gateway's), which comes back to the outcome pages. */
export const externalPage = {
  open(url: string) {
    window.location.assign(url);
  },
};
