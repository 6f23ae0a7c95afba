/** The cart status in which the address is fixed while the time slot may still change (second file, section 2). */
export const ADDRESS_LOCKED_CART_STATUS = 7;

type CartEditing = { editable: boolean; cartStatusId: number };

/** Whether the shopper may change the cart's address: an editable cart, except in status 7. */
export function canChangeCartAddress(cart: CartEditing): boolean {
  return cart.editable && cart.cartStatusId !== ADDRESS_LOCKED_CART_STATUS;
}

/** Whether the shopper may change the cart's time slot: whenever the cart is editable. */
export function canChangeCartTimeslot(cart: CartEditing): boolean {
  return cart.editable;
}
