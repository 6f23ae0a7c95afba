import type { CartAddItem } from '@spesa/domain';
import { cartPost, useCartMutation } from './cart-mutation';

/** What the web app sends for one product: the quantity to add, its options and the line's infos. */
export type AddToCartItem = Pick<CartAddItem, 'productId' | 'quantity' | 'params'> & {
  infos?: { notes?: string; accept_alternatives?: boolean };
};

/** POST cart/add: adds each quantity to the product's line (with the same options), or makes a new line. */
export function addToCart(items: AddToCartItem[]) {
  return cartPost('/ebsn/api/cart/add', { items });
}

export function useAddToCart() {
  return useCartMutation(addToCart, 'cart.productAddError');
}
