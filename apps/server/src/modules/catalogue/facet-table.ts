import type { Db } from '../../db/client';
import { lazyValue } from './bounded-memo';
import { type FacetCountRow, type FacetValues, selectFacetTable } from './product.repository';
import type { PriceBand, SelectedFacets } from './product-facets';

/** What the facets read of one product: brand, product classes (bits of class_mask) and price. */
export type FacetAttributes = { brandId: number; classMask: number; priceCents: number };

/** Every product's facet attributes by id, held in memory (about 50 bytes a product). */
export type FacetTable = ReadonlyMap<number, FacetAttributes>;

/**
 * The table, read in one query on the first count and kept until `reset` (the catalogue changed):
 * counting in memory from a listing's ids costs a fraction of grouping and filtering rows in SQL.
 */
export function createFacetTableCache(db: Db): (() => Promise<FacetTable>) & { reset(): void } {
  return lazyValue(() => selectFacetTable(db));
}

const classBits = (classIds: readonly number[]) => classIds.reduce((mask, id) => mask | (1 << id), 0);
const inBand = (priceCents: number, band: PriceBand) =>
  priceCents >= band.minCents && (band.maxCents === null || priceCents < band.maxCents);

/**
 * A listing's total and facet counts from the ids its base filters keep (category, search words,
 * flags): each facet's values counted under every selected filter but its own, so a shopper sees what
 * each other brand would add. Rows as the listing expects them: the total always, brands, classes and
 * price bands (by index in `bands`) only when they count something.
 */
export function countFacetsOf(
  table: FacetTable,
  productIds: Iterable<number>,
  selected: SelectedFacets,
  { bands, classIds }: FacetValues,
): FacetCountRow[] {
  const brands = new Set(selected.brand);
  const selectedClasses = classBits(selected.class);
  const classMasks = classIds.map((id) => classBits([id]));
  let total = 0;
  const brandCounts = new Map<number, number>();
  const classCounts = classIds.map(() => 0);
  const bandCounts = bands.map(() => 0);
  for (const productId of productIds) {
    const product = table.get(productId);
    if (!product) continue;
    const brandOk = brands.size === 0 || brands.has(product.brandId);
    const classOk = selectedClasses === 0 || (product.classMask & selectedClasses) !== 0;
    const priceOk = selected.price.length === 0 || selected.price.some((band) => inBand(product.priceCents, band));
    if (brandOk && classOk && priceOk) total++;
    if (classOk && priceOk) brandCounts.set(product.brandId, (brandCounts.get(product.brandId) ?? 0) + 1);
    if (brandOk && priceOk) {
      classMasks.forEach((mask, index) => {
        if ((product.classMask & mask) !== 0) classCounts[index] = (classCounts[index] ?? 0) + 1;
      });
    }
    if (brandOk && classOk) {
      bands.forEach((band, index) => {
        if (inBand(product.priceCents, band)) bandCounts[index] = (bandCounts[index] ?? 0) + 1;
      });
    }
  }
  const rows: FacetCountRow[] = [{ facet: 'total', value: null, count: total }];
  for (const [brandId, count] of brandCounts) rows.push({ facet: 'brand', value: brandId, count });
  classIds.forEach((id, index) => {
    const count = classCounts[index] ?? 0;
    if (count > 0) rows.push({ facet: 'class', value: id, count });
  });
  bandCounts.forEach((count, index) => {
    if (count > 0) rows.push({ facet: 'price', value: index, count });
  });
  return rows;
}
