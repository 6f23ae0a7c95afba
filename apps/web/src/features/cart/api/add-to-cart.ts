import type { CartAddItem } from '@spesa/domain';
import { tenantSettings } from '../../../config/tenant-settings';
import { cartPost, useCartMutation } from './cart-mutation';

/** What the web app sends for one product: the quantity to add, its options and the line's infos. */
export type AddToCartItem = Pick<CartAddItem, 'productId' | 'quantity' | 'params'> & {
  infos?: { notes?: string; accept_alternatives?: boolean };
};

/**
 * The listing the product was added from (the spec's `searchParams`): the page's path and its query
 * (the search words, the filters, the page), for the server's analytics of where adds come from.
 */
export function listingSearchParams(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  return { path: location.pathname, ...Object.fromEntries(new URLSearchParams(location.search)) };
}

/**
 * One item of cart/add as the spec lists it: the product, quantity and options, the listing it was
 * added from, and the line's infos — an empty note and the brand's default for alternatives unless given.
 */
export function cartAddItemOf(item: AddToCartItem, searchParams = listingSearchParams()) {
  const infos = { notes: '', accept_alternatives: tenantSettings().acceptAlternativesDefault, ...item.infos };
  return { ...item, params: item.params ?? {}, searchParams, infos };
}

/** POST cart/add: adds each quantity to the product's line (with the same options), or makes a new line. */
export function addToCart(items: AddToCartItem[]) {
  const searchParams = listingSearchParams();
  return cartPost('/ebsn/api/cart/add', { items: items.map((item) => cartAddItemOf(item, searchParams)) });
}

export function useAddToCart() {
  return useCartMutation(addToCart, 'cart.productAddError');
}
