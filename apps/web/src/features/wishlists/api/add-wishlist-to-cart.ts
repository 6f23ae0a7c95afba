import type { Cart } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { setCart } from '../../cart/api/get-cart';

/**
 * POST cart/add-all-from-wishlist: every item of the list goes to the cart (what the stock allows);
 * the answer is the whole cart, which replaces the cached one. The server's warnings (items left
 * out) come back with it.
 */
export function useAddWishlistToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listId: number) => {
      const envelope = await apiRequest<Cart>('POST', '/ebsn/api/cart/add-all-from-wishlist', { body: { list_id: listId } });
      return { cart: envelope.data, warnings: envelope.response.warningsMessage };
    },
    onSuccess: ({ cart }) => setCart(queryClient, cart),
  });
}
