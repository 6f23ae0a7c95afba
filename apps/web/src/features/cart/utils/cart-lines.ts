import type { Cart, CartItem } from '@spesa/domain';

/** The cart's line of a product as a card or the product page shows it: the first one (other options make other lines). */
export function cartLineOf(cart: Cart | null | undefined, productId: number): CartItem | undefined {
  return cart?.cartItems.find((item) => item.product.productId === productId);
}
