import { BEING_PAID_CART_STATUS } from '../cart/cart-payment-lock';
import { ADDRESS_LOCKED_CART_STATUS } from '../delivery/cart-delivery-editing';

/** Cart status of a placed order back in a cart for editing (order/modify): its address is locked. */
export const ORDER_EDIT_CART_STATUS = ADDRESS_LOCKED_CART_STATUS;

/** The order the cart edits (buying the cart replaces it), also while that edit is being paid; null for an ordinary cart. */
export function editedOrderOf(cart: { cartStatusId: number; editsOrderId?: number | null }): number | null {
  const edit = cart.cartStatusId === ORDER_EDIT_CART_STATUS || cart.cartStatusId === BEING_PAID_CART_STATUS;
  return edit ? (cart.editsOrderId ?? null) : null;
}
