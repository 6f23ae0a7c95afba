import type { Cart, Product } from '@spesa/domain';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useCart } from '../../cart/api/get-cart';
import { cartLineOf } from '../../cart/utils/cart-lines';
import type { CartQuantity } from './cart-quantity-agent';
import { QuantityControl } from './quantity-control';

const CartQuantityAgent = lazy(() => import('./cart-quantity-agent'));

/** The cart read once for a whole list of cards (null: no scope, each control reads it itself). */
const CartContext = createContext<{ cart: Cart | undefined } | null>(null);

/**
 * The cart read once for all the quantity controls inside (a list of cards): a grid of 24 cards
 * with a cart query each made the phone's first drawing of the listing longer.
 */
export function CartScope({ children }: { children: ReactNode }) {
  const cart = useCart().data;
  const value = useMemo(() => ({ cart }), [cart]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

type Props = { product: Product; size?: 'medium' | 'large' };

/**
 * The quantity control wired to the cart: it shows the quantity of the product's line, and its
 * changes go through the cart's quantity flow (login, address and slot, options, add; update;
 * removal confirmed). A visitor has no cart: the first add opens the login dialog. The flow's code
 * comes when the pointer or the focus reaches the control (or with its first press, which then
 * waits for it).
 */
export function ProductQuantity(props: Props) {
  const shared = useContext(CartContext);
  return shared ? <Quantity {...props} cart={shared.cart} /> : <QuantityOnItsOwn {...props} />;
}

function QuantityOnItsOwn(props: Props) {
  return <Quantity {...props} cart={useCart().data} />;
}

function Quantity({ product, size, cart }: Props & { cart: Cart | undefined }) {
  const line = cartLineOf(cart, product.productId);
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
