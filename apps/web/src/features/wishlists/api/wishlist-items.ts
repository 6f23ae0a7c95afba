import type { WishlistData } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import { storeWishlist } from './wishlist-queries';

/** What goes on a list: a product and its quantity (pieces, or kg / l for loose products). */
export type ListItemInput = { productId: number; quantity: number };

/** POST wishlist/add_prod: the products go on the list; one already there gets the quantities summed. */
export async function addProductsToWishlist(listId: number, items: readonly ListItemInput[]) {
  return (await apiPost<WishlistData>('/ebsn/api/wishlist/add_prod', { wishlistId: listId, items })).wishlist;
}

/** POST wishlist/update_prods: a new quantity for an item (0 removes it). */
export function useUpdateWishlistItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, quantity }: { itemId: number; quantity: number }) =>
      (await apiPost<WishlistData>('/ebsn/api/wishlist/update_prods', { wishlistId: listId, items: [{ itemId, quantity }] }))
        .wishlist,
    onSuccess: (wishlist) => storeWishlist(queryClient, wishlist),
  });
}

/** POST wishlist/delete_prods: the item comes off the list. */
export function useRemoveWishlistItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) =>
      (await apiPost<WishlistData>('/ebsn/api/wishlist/delete_prods', { wishlistId: listId, items: [{ itemId }] })).wishlist,
    onSuccess: (wishlist) => storeWishlist(queryClient, wishlist),
  });
}
