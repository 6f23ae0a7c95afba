import type { Product, ProductInfos } from '../schemas/catalogue';

/**
 * The part of a product the quantity rules read: a catalogue `Product`, a cart item's product or a
 * wishlist item's product all fit.
 */
export type QuantityProduct = Pick<Product, 'minAcq' | 'maxAcq' | 'available'> & {
  productInfos: Pick<
    ProductInfos,
    'TIPOLOGIA' | 'QTY_MULT' | 'QTY_LOCKED' | 'MAXACQ' | 'MULTI_PACK' | 'STEP_SELLING' | 'WEIGHT_SELLING'
  > &
    Partial<Pick<ProductInfos, 'WEIGHT_UNIT_SELLING' | 'WEIGHT_UNIT_BASE'>>;
};

/** True for Sfuso and Peso: sold by weight, quantities in kg (or l) with up to 3 decimals. */
export function isSoldByWeight(product: QuantityProduct): boolean {
  const type = product.productInfos.TIPOLOGIA;
  return type === 'Sfuso' || type === 'Peso';
}

/** True when the shopper may type the quantity: only for Pezzo and Confezione. */
export function allowsManualInput(product: QuantityProduct): boolean {
  const type = product.productInfos.TIPOLOGIA;
  return type === 'Pezzo' || type === 'Confezione';
}
