import type { WishlistData, WishlistGrant } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import { storeWishlist } from './wishlist-queries';

/** POST wishlist/share: the owner shares the list with an e-mail address, READ or WRITE; the address gets a mail. */
export function useShareWishlist(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, grant }: { email: string; grant: WishlistGrant }) =>
      (await apiPost<WishlistData>('/ebsn/api/wishlist/share', { list_id: listId, email, grant })).wishlist,
    onSuccess: (wishlist) => storeWishlist(queryClient, wishlist),
  });
}

/** POST wishlist/unshare: the owner stops sharing the list with that address. */
export function useUnshareWishlist(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      (await apiPost<WishlistData>('/ebsn/api/wishlist/unshare', { list_id: listId, email })).wishlist,
    onSuccess: (wishlist) => storeWishlist(queryClient, wishlist),
  });
}
