import type { ProductInfos } from '../schemas/catalogue';
import type { QuantityProduct } from './quantity-product';

/** Builds a product for the quantity tests: in stock (100), minAcq 1, no maxAcq, unless told otherwise. */
export function testProduct(
  productInfos: Partial<ProductInfos> & Pick<ProductInfos, 'TIPOLOGIA'>,
  limits: Partial<Pick<QuantityProduct, 'minAcq' | 'maxAcq' | 'available'>> = {},
): QuantityProduct {
  return { minAcq: 1, maxAcq: null, available: 100, ...limits, productInfos };
}
