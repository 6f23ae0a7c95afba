import { centsToEuros, DEFAULT_PRODUCT_UNIT, type Product, promotionOnShelf, promotionView, shopDateIso } from '@spesa/domain';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import type { ProductRow } from './product.repository';

/** Where the generated picture of a product is served (modules/images). */
export const productImageUrl = (row: Pick<ProductRow, 'productId'>) => `/images/products/${row.productId}.svg`;

const isSoldByWeight = (row: ProductRow) => row.productInfos.TIPOLOGIA === 'Sfuso' || row.productInfos.TIPOLOGIA === 'Peso';

/** A product row in the shape of the API contract, names resolved from the in-memory snapshot. */
export function toProduct(row: ProductRow, snapshot: CatalogueSnapshot): Product {
  const vendor = row.vendorId === null ? undefined : snapshot.vendors.get(row.vendorId);
  const stored = row.promoId === null ? undefined : snapshot.promotions.get(row.promoId);
  const promotion = stored && promotionOnShelf(stored, isSoldByWeight(row), shopDateIso()) ? stored : undefined;
  // A price cut that no longer runs (or never could, by weight) leaves the standard price.
  const priceCents = promotion ? row.priceCents : (row.priceStandardCents ?? row.priceCents);
  const priceStandardCents = promotion ? row.priceStandardCents : null;
  return {
    productId: row.productId,
    wpId: row.wpId,
    slug: row.slug,
    name: row.name,
    shortDescr: row.shortDescr,
    description: row.description,
    brand: snapshot.brands.get(row.brandId)?.name ?? '',
    mediaURL: productImageUrl(row),
    categoryId: row.categoryId,
    available: row.available,
    isNew: row.isNew,
    highlight: row.highlight,
    vendor: vendor && row.vendorId !== null ? { vendorId: row.vendorId, name: vendor.name } : null,
    productClasses: row.productClassIds.flatMap((productClassId) => {
      const productClass = snapshot.productClasses.get(productClassId);
      return productClass ? [{ productClassId, name: productClass.name }] : [];
    }),
    minAcq: Number(row.minAcq),
    maxAcq: row.maxAcq === null ? null : Number(row.maxAcq),
    priceCents,
    priceStandardCents,
    priceDisplay: centsToEuros(priceCents),
    priceStandardDisplay: priceStandardCents === null ? null : centsToEuros(priceStandardCents),
    // Loose and weighed goods are priced per kilogram (or their base unit), everything else per piece.
    weightUnitDisplay: isSoldByWeight(row) ? (row.productInfos.WEIGHT_UNIT_BASE ?? 'kg') : DEFAULT_PRODUCT_UNIT,
    unitPrice:
      row.unitPriceCents === null || row.unitPriceUnit === null ? null : { cents: row.unitPriceCents, unit: row.unitPriceUnit },
    packageDescr: row.packageDescr,
    productInfos: row.productInfos,
    selectOptions: row.selectOptions,
    warehousePromo: promotion
      ? { promoId: promotion.promoId, view: promotionView(promotion, priceStandardCents ?? priceCents), promotion }
      : null,
    deliveryWarehouse: row.deliveryWarehouseId === null ? null : { warehouseId: row.deliveryWarehouseId },
  };
}
