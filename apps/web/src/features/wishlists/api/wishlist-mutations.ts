import type { WishlistData, WishlistListData } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import { storeWishlist, wishlistQueryKeys } from './wishlist-queries';

/** POST wishlist/insert: a new empty list. */
export async function createWishlist(name: string) {
  return (await apiPost<WishlistData>('/ebsn/api/wishlist/insert', { name })).wishlist;
}

export function useCreateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWishlist, onSuccess: (wishlist) => storeWishlist(queryClient, wishlist) });
}

/** POST wishlist/update: renames a list (its owner only). */
export function useRenameWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listId, name }: { listId: number; name: string }) =>
      (await apiPost<WishlistData>('/ebsn/api/wishlist/update', { list_id: listId, name })).wishlist,
    onSuccess: (wishlist) => storeWishlist(queryClient, wishlist),
  });
}

/** POST wishlist/delete: the list goes with its items and shares. */
export function useDeleteWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) => apiPost<WishlistListData>('/ebsn/api/wishlist/delete', { list_id: listId }),
    onSuccess: (_data, listId) => {
      queryClient.removeQueries({ queryKey: wishlistQueryKeys.one(listId) });
      void queryClient.invalidateQueries({ queryKey: [...wishlistQueryKeys.all, 'list'] });
    },
  });
}

/** POST wishlist/select: the list the list selector offers first. */
export async function selectWishlist(listId: number) {
  return apiPost<WishlistListData>('/ebsn/api/wishlist/select', { list_id: listId });
}
