import type { Cart } from '@spesa/domain';
import { cartPost, useCartMutation } from './cart-mutation';
import { mapCartItems } from './get-cart';

type LineQuantity = { itemId: number; quantity: number };

/** POST cart/update: sets a line's quantity (pieces, or kg / l by weight). */
export function updateCartItem({ itemId, quantity }: LineQuantity) {
  return cartPost('/ebsn/api/cart/update', { items: [{ itemId, quantity }] });
}

/** The line shows its new quantity at once; its total and the cart's follow with the answer. */
function withQuantity(cart: Cart, { itemId, quantity }: LineQuantity): Cart {
  return mapCartItems(cart, (item) => (item.itemId === itemId ? { ...item, quantity } : item));
}

export function useUpdateCartItem() {
  return useCartMutation(updateCartItem, 'errors.errorSettingProduct', withQuantity);
}
