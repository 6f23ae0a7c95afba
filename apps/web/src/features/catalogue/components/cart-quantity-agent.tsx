import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCartQuantity } from '../../cart/hooks/use-cart-quantity';

type CartQuantityFlow = ReturnType<typeof useCartQuantity>;

/** What a quantity control needs of the cart's quantity flow. */
export type CartQuantity = Pick<CartQuantityFlow, 'changeProductQuantity' | 'isAdding'>;

/**
 * The cart's quantity flow (login, address and slot, options, add; update; removal) for one
 * control, handed to it through `onReady` (again only when `isAdding` changes: the flow's own
 * functions change with every render of its mutations). Its own module: ProductQuantity downloads
 * it when the shopper reaches for a control, so a page of cards neither downloads the flow nor runs
 * its four mutations per card before anyone presses anything.
 */
export default function CartQuantityAgent({ onReady }: { onReady: (cartQuantity: CartQuantity) => void }) {
  const flow = useCartQuantity();
  const latest = useRef<CartQuantityFlow>(flow);
  useLayoutEffect(() => {
    latest.current = flow;
  });
  const [changeProductQuantity] = useState(
    () =>
      (...args: Parameters<CartQuantityFlow['changeProductQuantity']>) =>
        latest.current.changeProductQuantity(...args),
  );
  const { isAdding } = flow;
  useEffect(() => onReady({ changeProductQuantity, isAdding }), [onReady, changeProductQuantity, isAdding]);
  return null;
}
