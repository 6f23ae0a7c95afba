import type { Cart, Envelope } from '@spesa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api/client';
import { announceFailure, announceResponse } from './cart-messages';
import { cartCallQuery, cartQueryKey, setCart } from './get-cart';

/** POSTs a cart call and keeps the whole envelope: its messages are shown besides the cart it carries. */
export function cartPost(path: string, body: unknown): Promise<Envelope<Cart>> {
  return apiRequest<Cart>('POST', path, { body, query: cartCallQuery });
}

/** An answer's data when it is a whole cart (a failed call may carry one too). */
function cartIn(data: unknown): Cart | null {
  return data && typeof data === 'object' && 'cartId' in data && 'cartItems' in data ? (data as Cart) : null;
}

/** After a failure the cached cart may be stale (another tab, a removed line): the answer's cart replaces it, or it is read again. */
function refreshAfterFailure(queryClient: QueryClient, error: unknown) {
  const cart = error instanceof ApiError ? cartIn(error.envelope?.data) : null;
  if (cart) setCart(queryClient, cart);
  else if (!(error instanceof ApiError && error.status === 419)) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/**
 * Every cart change gets a number: only the newest change's answer replaces the cart, so an older
 * answer arriving late (answers may cross) never undoes a newer change on screen.
 */
let newestChange = 0;

/**
 * A cart change (first file, section 4, cart refresh): the answer's cart replaces the cached one,
 * its messages become toasts (or a dialog), and a failure shows the server's text or `failureKey`.
 * `optimistic` shows the change at once (a second press of plus then counts from the first), until
 * the answer's cart replaces it.
 */
export function useCartMutation<Variables>(
  call: (variables: Variables) => Promise<Envelope<Cart>>,
  failureKey: string,
  optimistic?: (cart: Cart, variables: Variables) => Cart,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (variables: Variables) => {
      newestChange += 1;
      const change = newestChange;
      const cart = queryClient.getQueryData<Cart>(cartQueryKey);
      if (optimistic && cart) {
        // A cart read still on its way would overwrite the change shown.
        await queryClient.cancelQueries({ queryKey: cartQueryKey });
        setCart(queryClient, optimistic(cart, variables));
      }
      return { change };
    },
    onSuccess: (envelope, _variables, context) => {
      if (context?.change === newestChange) setCart(queryClient, envelope.data);
      announceResponse(envelope.response);
    },
    onError: (error, _variables, context) => {
      if (context?.change === newestChange) refreshAfterFailure(queryClient, error);
      announceFailure(error, failureKey);
    },
  });
}
