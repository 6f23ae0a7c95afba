import type { Cart } from '@spesa/domain';
import { cartPost, useCartMutation } from './cart-mutation';
import { mapCartItems } from './get-cart';

type Line = { itemId: number; productId: number };

/** POST cart/delete: takes a line out of the cart. */
export function removeCartItem({ itemId, productId }: Line) {
  return cartPost('/ebsn/api/cart/delete', { items: [{ itemId, productId }] });
}

/** The line leaves the screen at once; the totals follow with the answer. */
function withoutLine(cart: Cart, { itemId }: Line): Cart {
  return mapCartItems(cart, (item) => (item.itemId === itemId ? null : item));
}

export function useRemoveCartItem() {
  return useCartMutation(removeCartItem, 'errors.errorRemovingProduct', withoutLine);
}
