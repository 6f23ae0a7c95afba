import type { Product } from '@spesa/domain';
import { useLoginNeededNotice } from '../hooks/use-login-needed-notice';
import { QuantityControl } from './quantity-control';

/**
 * The quantity control wired to the shop. The cart is not there yet, so every product is at 0 and
 * adding tells the visitor that a login is needed; the cart issue replaces this wiring.
 */
export function ProductQuantity({ product, size }: { product: Product; size?: 'medium' | 'large' }) {
  const notifyLoginNeeded = useLoginNeededNotice();
  return <QuantityControl product={product} value={0} onChange={() => notifyLoginNeeded()} size={size} />;
}
