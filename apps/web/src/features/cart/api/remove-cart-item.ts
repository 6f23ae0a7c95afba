import { cartPost, useCartMutation } from './cart-mutation';

/** POST cart/delete: takes a line out of the cart. */
export function removeCartItem({ itemId, productId }: { itemId: number; productId: number }) {
  return cartPost('/ebsn/api/cart/delete', { items: [{ itemId, productId }] });
}

export function useRemoveCartItem() {
  return useCartMutation(removeCartItem, 'errors.errorRemovingProduct');
}
