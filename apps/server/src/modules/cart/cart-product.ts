import type { Product } from '@spesa/domain';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { ProductRow } from '../catalogue/product.repository';
import { toProduct } from '../catalogue/product-mapper';

/**
 * Each product row's mapped product, for the snapshot it was mapped with: the cart's product rows are
 * kept while they do not change (`withProducts` in cart-lines.repository), so an 80-line answer maps
 * only the products that changed. The mapped product is shared by every answer that shows it:
 * callers copy it (as `toCartItem` does) and never change it.
 */
const mapped = new WeakMap<ProductRow, { snapshot: CatalogueSnapshot; product: Product }>();

export function cartProductOf(row: ProductRow, snapshot: CatalogueSnapshot): Product {
  const kept = mapped.get(row);
  if (kept?.snapshot === snapshot) return kept.product;
  const product = toProduct(row, snapshot);
  mapped.set(row, { snapshot, product });
  return product;
}
