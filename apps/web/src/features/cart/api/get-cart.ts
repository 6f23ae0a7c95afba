import type { Cart } from '@spesa/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';
import { useCurrentUser } from '../../auth/api/get-current-user';

/** The shopper's cart belongs to the account: logging in or out drops it with the rest. */
export const cartQueryKey = [...accountQueryKeys.scope, 'cart'] as const;

/** GET /ebsn/api/cart/view: the shopper's one open cart, with its address and time slot. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiGet<Cart>('/ebsn/api/cart/view', undefined, signal);
}

export function getCartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal), staleTime: 60_000 });
}

/** The cart, asked only for a logged-in shopper (a visitor has none). */
export function useCart() {
  const { isLoggedIn } = useCurrentUser();
  return useQuery({ ...getCartQueryOptions(), enabled: isLoggedIn });
}

/** Every cart change answers the whole cart: it replaces the cached one (the cart is reloaded from the answer). */
export function setCart(queryClient: QueryClient, cart: Cart) {
  queryClient.setQueryData(cartQueryKey, cart);
}
