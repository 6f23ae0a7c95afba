import type { FavouritesData } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import { wishlistQueryKeys } from './wishlist-queries';

/** POST wishlist/favourites: the heart puts the product on the favourites list or takes it off. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, favourite }: { productId: number; favourite: boolean }) =>
      apiPost<FavouritesData>('/ebsn/api/wishlist/favourites', { product_id: productId, favourite }),
    onSuccess: (favourites) => {
      queryClient.setQueryData(wishlistQueryKeys.favourites, favourites);
      if (favourites.listId !== null) void queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.one(favourites.listId) });
    },
  });
}
