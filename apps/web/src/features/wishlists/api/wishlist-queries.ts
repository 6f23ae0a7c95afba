import type { FavouritesData, Wishlist, WishlistData, WishlistListData } from '@spesa/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';
import { useCurrentUser } from '../../auth/api/get-current-user';

/** The lists belong to the account: logging in or out drops them with the rest. */
export const wishlistQueryKeys = {
  all: [...accountQueryKeys.scope, 'wishlists'] as const,
  lists: (page: number, pageSize: number) => [...accountQueryKeys.scope, 'wishlists', 'list', page, pageSize] as const,
  one: (listId: number) => [...accountQueryKeys.scope, 'wishlists', 'one', listId] as const,
  favourites: [...accountQueryKeys.scope, 'wishlists', 'favourites'] as const,
};

/** Lists per page of My lists and of the list selector. */
export const LISTS_PAGE_SIZE = 50;

/** GET wishlist/list: the shopper's named lists, then those shared with them. */
export function getWishlistsQueryOptions(page = 1, pageSize = LISTS_PAGE_SIZE) {
  return queryOptions({
    queryKey: wishlistQueryKeys.lists(page, pageSize),
    queryFn: async ({ signal }) =>
      (await apiGet<WishlistListData>('/ebsn/api/wishlist/list', { page, pageSize }, signal)).personalList,
  });
}

export function useWishlists(page = 1, pageSize = LISTS_PAGE_SIZE) {
  return useQuery(getWishlistsQueryOptions(page, pageSize));
}

/** GET wishlist/view with calculate_stock: one list with its items and what of each can go to the cart now. */
export function getWishlistQueryOptions(listId: number) {
  return queryOptions({
    queryKey: wishlistQueryKeys.one(listId),
    queryFn: async ({ signal }) =>
      (await apiGet<WishlistData>('/ebsn/api/wishlist/view', { list_id: listId, calculate_stock: true }, signal)).wishlist,
  });
}

export function useWishlist(listId: number | null) {
  return useQuery({ ...getWishlistQueryOptions(listId ?? 0), enabled: listId !== null });
}

/** GET wishlist/favourites: the favourites list's id and its products (the hearts), only for a logged-in shopper. */
export function getFavouritesQueryOptions() {
  return queryOptions({
    queryKey: wishlistQueryKeys.favourites,
    queryFn: ({ signal }) => apiGet<FavouritesData>('/ebsn/api/wishlist/favourites', undefined, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFavourites() {
  const { isLoggedIn } = useCurrentUser();
  return useQuery({ ...getFavouritesQueryOptions(), enabled: isLoggedIn });
}

/**
 * A change answered with the whole list: it replaces the cached list, and the summaries (names,
 * sizes) and hearts are read again.
 */
export function storeWishlist(queryClient: QueryClient, wishlist: Wishlist) {
  queryClient.setQueryData(wishlistQueryKeys.one(wishlist.listId), (before: Wishlist | undefined) =>
    // The answers of the item calls carry no stock: keep the stock of the items still there.
    ({
      ...wishlist,
      wishlistItems: wishlist.wishlistItems.map((item) => ({
        ...item,
        stock: item.stock ?? before?.wishlistItems.find((old) => old.itemId === item.itemId)?.stock,
      })),
    }),
  );
  void queryClient.invalidateQueries({ queryKey: [...wishlistQueryKeys.all, 'list'] });
  if (wishlist.isFavourites) void queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.favourites });
}
