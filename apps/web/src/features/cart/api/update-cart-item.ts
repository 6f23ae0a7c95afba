import { cartPost, useCartMutation } from './cart-mutation';

/** POST cart/update: sets a line's quantity (pieces, or kg / l by weight). */
export function updateCartItem({ itemId, quantity }: { itemId: number; quantity: number }) {
  return cartPost('/ebsn/api/cart/update', { items: [{ itemId, quantity }] });
}

export function useUpdateCartItem() {
  return useCartMutation(updateCartItem, 'errors.errorSettingProduct');
}
