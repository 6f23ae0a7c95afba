import { DEFAULT_PRODUCT_UNIT } from '../constants';
import { italianDecimalText } from '../decimal/italian-decimal-text';
import { toScaledInteger } from '../decimal/scaled-decimal';
import { formatLooseQuantity } from '../units/measure-units';
import type { QuantityProduct } from './quantity-product';
import { quantityRulesInThousandths } from './quantity-rules';

/** A cart line's quantity as the shopper reads it: '3 pz' for pieces and packs, '300 g' or '1,5 kg' by weight. */
export function formatCartQuantity(product: QuantityProduct, quantity: number): string {
  const { unit } = quantityRulesInThousandths(product);
  return unit === 'pz'
    ? `${italianDecimalText(wholePieces(quantity), 0)} ${DEFAULT_PRODUCT_UNIT}`
    : formatLooseQuantity(quantity, unit);
}

function wholePieces(quantity: number): number {
  const pieces = toScaledInteger(quantity, 0);
  if (pieces === null) throw new RangeError(`Not a valid quantity: ${quantity}`);
  return pieces;
}
