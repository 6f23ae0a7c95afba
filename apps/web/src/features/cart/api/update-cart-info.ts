import { cartPost, useCartMutation } from './cart-mutation';

export type CartInfoChange = { property: 'order_comment'; value: string } | { property: 'need_invoice'; value: boolean };

/** POST cart/update-cart-info: the order's comment (up to 1000 characters) or whether an invoice is needed. */
export function updateCartInfo(change: CartInfoChange) {
  return cartPost('/ebsn/api/cart/update-cart-info', change);
}

export function useUpdateCartInfo() {
  return useCartMutation(updateCartInfo, 'errors.errorSettingCartInfo');
}
