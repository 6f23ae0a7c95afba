import { cartPost, useCartMutation } from './cart-mutation';

export type CartItemInfosChange = { itemId: number; infos: { notes?: string; accept_alternatives?: boolean } };

/** POST cart/update-infos: a line's note for the picker and whether an alternative product is welcome. */
export function updateCartItemInfos({ itemId, infos }: CartItemInfosChange) {
  return cartPost('/ebsn/api/cart/update-infos', { items: [{ itemId, infos }] });
}

export function useUpdateCartItemInfos() {
  return useCartMutation(updateCartItemInfos, 'errors.errorSettingProduct');
}
