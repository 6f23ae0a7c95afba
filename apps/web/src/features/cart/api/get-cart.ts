import type { Cart, CartItem, CartSector } from '@spesa/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';
import { useCurrentUser } from '../../auth/api/get-current-user';

/** The shopper's cart belongs to the account: logging in or out drops it with the rest. */
export const cartQueryKey = [...accountQueryKeys.scope, 'cart'] as const;

/** Every cart call asks for the lines grouped by department as well (first file, section 7: show_sectors). */
export const cartCallQuery = { show_sectors: true } as const;

/** GET /ebsn/api/cart/view: the shopper's one open cart, with its address and time slot. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiGet<Cart>('/ebsn/api/cart/view', cartCallQuery, signal);
}

export function getCartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal), staleTime: 60_000 });
}

/** The cart, asked only for a logged-in shopper (a visitor has none). */
export function useCart() {
  const { isLoggedIn } = useCurrentUser();
  return useQuery({ ...getCartQueryOptions(), enabled: isLoggedIn });
}

/**
 * Every cart change answers the whole cart: it replaces the cached one (the cart is reloaded from
 * the answer). A call that cannot group the lines by department (choosing the address or the slot)
 * keeps the departments already known; a line of an unknown department has the cart read again.
 */
export function setCart(queryClient: QueryClient, cart: Cart) {
  const previous = queryClient.getQueryData<Cart>(cartQueryKey);
  const grouped = cart.sectors || !previous?.sectors ? cart : regroup(cart, previous.sectors);
  queryClient.setQueryData(cartQueryKey, grouped ?? cart);
  if (!grouped) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/** The cart's lines in the departments `sectors` had them in; null when a line's department is unknown. */
function regroup(cart: Cart, sectors: CartSector[]): Cart | null {
  const sectorOf = new Map(
    sectors.flatMap((sector) => sector.cartItems.map((item) => [item.product.productId, sector.sectorId])),
  );
  if (!cart.cartItems.every((item) => sectorOf.has(item.product.productId))) return null;
  const regrouped = sectors
    .map((sector) => ({
      ...sector,
      cartItems: cart.cartItems.filter((item) => sectorOf.get(item.product.productId) === sector.sectorId),
    }))
    .filter((sector) => sector.cartItems.length > 0);
  return { ...cart, sectors: regrouped };
}

/** The cart with `change` applied to every line, in the list and in the departments alike (lines it answers null for leave). */
export function mapCartItems(cart: Cart, change: (item: CartItem) => CartItem | null): Cart {
  const apply = (items: CartItem[]) => items.map(change).filter((item): item is CartItem => item !== null);
  const cartItems = apply(cart.cartItems);
  const sectors = cart.sectors
    ?.map((sector) => ({ ...sector, cartItems: apply(sector.cartItems) }))
    .filter((sector) => sector.cartItems.length > 0);
  return { ...cart, cartItems, totalItems: cartItems.length, ...(sectors ? { sectors } : {}) };
}
