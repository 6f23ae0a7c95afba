import type { Wishlist, WishlistItem, WishlistSummary } from '@spesa/domain';
import { makeProduct } from '../../catalogue/testing/fixtures';

/** A list as wishlist/list names it: the shopper's own unless sharingData says otherwise. */
export function makeSummary(overrides: Partial<WishlistSummary> = {}): WishlistSummary {
  return {
    listId: 1,
    name: 'Spesa del sabato',
    size: 2,
    isFavourites: false,
    selected: false,
    sharingData: { grant: null, owner: null, shares: [] },
    ...overrides,
  };
}

export function makeItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    itemId: 11,
    product: makeProduct(),
    quantity: 2,
    weight: null,
    stock: { available: true, cartQuantity: 2 },
    ...overrides,
  };
}

/** A list with its items, as wishlist/view answers it. */
export function makeWishlist(overrides: Partial<Wishlist> = {}): Wishlist {
  const wishlistItems = overrides.wishlistItems ?? [makeItem()];
  return { ...makeSummary(), size: wishlistItems.length, wishlistItems, ...overrides };
}

export const readShare = { grant: 'READ' as const, owner: { firstName: 'Marco', lastName: 'Verdi' }, shares: [] };
export const writeShare = { grant: 'WRITE' as const, owner: { firstName: 'Marco', lastName: 'Verdi' }, shares: [] };
