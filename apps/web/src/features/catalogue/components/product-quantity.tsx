import type { Product } from '@spesa/domain';
import { useCart } from '../../cart/api/get-cart';
import { useCartQuantity } from '../../cart/hooks/use-cart-quantity';
import { cartLineOf } from '../../cart/utils/cart-lines';
import { QuantityControl } from './quantity-control';

/**
 * The quantity control wired to the cart: it shows the quantity of the product's line, and its
 * changes go through the cart's quantity flow (login, address and slot, options, add; update;
 * removal confirmed). A visitor has no cart: the first add opens the login dialog.
 */
export function ProductQuantity({ product, size }: { product: Product; size?: 'medium' | 'large' }) {
  const cart = useCart();
  const line = cartLineOf(cart.data, product.productId);
  const { changeProductQuantity, isAdding } = useCartQuantity();
  return (
    <QuantityControl
      product={line?.product ?? product}
      value={line?.quantity ?? 0}
      onChange={(quantity) => void changeProductQuantity(product, line, quantity)}
      size={size}
      disabled={isAdding}
    />
  );
}
