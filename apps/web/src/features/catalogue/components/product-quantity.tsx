import type { Product } from '@spesa/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCart } from '../../cart/api/get-cart';
import { cartLineOf } from '../../cart/utils/cart-lines';
import type { CartQuantity } from './cart-quantity-agent';
import { QuantityControl } from './quantity-control';

const CartQuantityAgent = lazy(() => import('./cart-quantity-agent'));

/**
 * The quantity control wired to the cart: it shows the quantity of the product's line, and its
 * changes go through the cart's quantity flow (login, address and slot, options, add; update;
 * removal confirmed). A visitor has no cart: the first add opens the login dialog. The flow's code
 * comes when the pointer or the focus reaches the control (or with its first press, which then
 * waits for it).
 */
export function ProductQuantity({ product, size }: { product: Product; size?: 'medium' | 'large' }) {
  const cart = useCart();
  const line = cartLineOf(cart.data, product.productId);
  const [wanted, setWanted] = useState(false);
  const [cartQuantity, setCartQuantity] = useState<CartQuantity | null>(null);
  // A press before the flow's code was there: carried out as soon as it is.
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (!cartQuantity || pending.current === null) return;
    const quantity = pending.current;
    pending.current = null;
    void cartQuantity.changeProductQuantity(product, line, quantity);
  }, [cartQuantity, product, line]);

  const change = (quantity: number) => {
    if (cartQuantity) {
      void cartQuantity.changeProductQuantity(product, line, quantity);
      return;
    }
    pending.current = quantity;
    setWanted(true);
  };

  return (
    <>
      <QuantityControl
        product={line?.product ?? product}
        value={line?.quantity ?? 0}
        onChange={change}
        onIntent={() => setWanted(true)}
        size={size}
        disabled={cartQuantity?.isAdding ?? false}
      />
      {wanted && (
        <Suspense fallback={null}>
          <CartQuantityAgent onReady={setCartQuantity} />
        </Suspense>
      )}
    </>
  );
}
