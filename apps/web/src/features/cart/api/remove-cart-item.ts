import type { Cart } from '@spesa/domain';
import { cartPost, useCartMutation } from './cart-mutation';

type Line = { itemId: number; productId: number };

/** POST cart/delete: takes a line out of the cart. */
export function removeCartItem({ itemId, productId }: Line) {
  return cartPost('/ebsn/api/cart/delete', { items: [{ itemId, productId }] });
}

/** The line leaves the screen at once; the totals follow with the answer. */
function withoutLine(cart: Cart, { itemId }: Line): Cart {
  const cartItems = cart.cartItems.filter((item) => item.itemId !== itemId);
  return { ...cart, cartItems, totalItems: cartItems.length };
}

export function useRemoveCartItem() {
  return useCartMutation(removeCartItem, 'errors.errorRemovingProduct', withoutLine);
}
