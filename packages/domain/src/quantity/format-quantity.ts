import { DEFAULT_PRODUCT_UNIT } from '../constants';
import { formatLooseQuantity } from '../units/measure-units';
import type { QuantityProduct } from './quantity-product';
import { quantityRulesInThousandths } from './quantity-rules';

const pieceFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/** A cart line's quantity as the shopper reads it: '3 pz' for pieces and packs, '300 g' or '1,5 kg' by weight. */
export function formatCartQuantity(product: QuantityProduct, quantity: number): string {
  const { unit } = quantityRulesInThousandths(product);
  return unit === 'pz' ? `${pieceFormat.format(quantity)} ${DEFAULT_PRODUCT_UNIT}` : formatLooseQuantity(quantity, unit);
}
