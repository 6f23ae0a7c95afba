import type { Cart } from '@spesa/domain';
import { cartPost, useCartMutation } from './cart-mutation';
import { mapCartItems } from './get-cart';

type Line = { itemId: number; productId: number };

/** POST cart/delete: takes lines out of the cart. */
function deleteCartLines(lines: Line[]) {
  return cartPost('/ebsn/api/cart/delete', { items: lines.map(({ itemId, productId }) => ({ itemId, productId })) });
}

/** Takes a line out of the cart. */
export function removeCartItem(line: Line) {
  return deleteCartLines([line]);
}

/** The line leaves the screen at once; the totals follow with the answer. */
function withoutLine(cart: Cart, { itemId }: Line): Cart {
  return mapCartItems(cart, (item) => (item.itemId === itemId ? null : item));
}

export function useRemoveCartItem() {
  return useCartMutation(removeCartItem, 'errors.errorRemovingProduct', withoutLine);
}

/** Empties the cart: every line goes in one call; a failure says so (the spec's emptyCart toast). */
export function useEmptyCart() {
  return useCartMutation(deleteCartLines, 'errors.emptyCart', (cart) => mapCartItems(cart, () => null));
}
