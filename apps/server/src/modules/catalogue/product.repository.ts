import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import type { PriceBand } from './product-facets';
import { selectRows } from './sql-rows';

/** The columns a product answer needs (not the search documents). */
const productColumns = {
  productId: products.productId,
  wpId: products.wpId,
  slug: products.slug,
  name: products.name,
  shortDescr: products.shortDescr,
  description: products.description,
  brandId: products.brandId,
  vendorId: products.vendorId,
  categoryId: products.categoryId,
  priceCents: products.priceCents,
  priceStandardCents: products.priceStandardCents,
  unitPriceCents: products.unitPriceCents,
  unitPriceUnit: products.unitPriceUnit,
  packageDescr: products.packageDescr,
  available: products.available,
  isNew: products.isNew,
  highlight: products.highlight,
  minAcq: products.minAcq,
  maxAcq: products.maxAcq,
  productInfos: products.productInfos,
  selectOptions: products.selectOptions,
  productClassIds: products.productClassIds,
  promoId: products.promoId,
  deliveryWarehouseId: products.deliveryWarehouseId,
};
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The listing's filters as SQL: `base` applies to everything, each facet's part is left out of its own counts. */
export type ProductFilters = { base: SQL[]; brand?: SQL; productClass?: SQL; price?: SQL };

export const inCategories = (categoryIds: number[]) => inArray(products.categoryId, categoryIds);
export const inPromotion = () => sql`${products.promoId} IS NOT NULL`;
export const isNew = () => eq(products.isNew, true);
export const isHighlight = () => eq(products.highlight, true);
export const ofBrands = (brandIds: number[]) => inArray(products.brandId, brandIds);
export const ofProductClasses = (classIds: number[]) =>
  or(...classIds.map((id) => sql`${products.productClassIds} @> ${JSON.stringify([id])}::jsonb`)) as SQL;
export const inPriceBands = (bands: readonly PriceBand[]) =>
  or(
    ...bands.map((band) =>
      band.maxCents === null
        ? sql`${products.priceCents} >= ${band.minCents}`
        : sql`${products.priceCents} >= ${band.minCents} AND ${products.priceCents} < ${band.maxCents}`,
    ),
  ) as SQL;

/** Ties (and an unfiltered listing) fall back to the best sellers, then a stable id. */
export const byPopularity = [desc(products.popularity), asc(products.productId)];
export const sortOrders = {
  pri_asc: [asc(products.priceCents), ...byPopularity],
  pri_des: [desc(products.priceCents), ...byPopularity],
  alf_asc: [sql`${products.nameSort} COLLATE "C" ASC`, asc(products.productId)],
  alf_des: [sql`${products.nameSort} COLLATE "C" DESC`, asc(products.productId)],
} as const;

const allOf = (filters: ProductFilters, except?: keyof Omit<ProductFilters, 'base'>) =>
  and(
    ...filters.base,
    ...(['brand', 'productClass', 'price'] as const).filter((key) => key !== except).map((key) => filters[key]),
  );

export function selectProductPage(db: Db, filters: ProductFilters, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select(productColumns)
    .from(products)
    .where(allOf(filters))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

type FacetCountRow = { facet: 'total' | 'brand' | 'class' | 'price'; value: number | null; count: number };

/**
 * In one round trip: the total of the listing, and each facet's value counts under every filter but
 * its own (so a shopper sees how many products each other brand would add). Price bands are counted
 * by their index in `bands`.
 */
export async function countFacets(db: Db, filters: ProductFilters, bands: readonly PriceBand[]) {
  const flag = (condition: SQL | undefined) => condition ?? sql`true`;
  const bandIndex = sql.join(
    bands.map(
      (band, index) =>
        sql`WHEN price_cents >= ${band.minCents}${band.maxCents === null ? sql`` : sql` AND price_cents < ${band.maxCents}`} THEN ${index}::int`,
    ),
    sql` `,
  );
  return selectRows<FacetCountRow>(
    db,
    sql`
    WITH listed AS (
      SELECT brand_id, product_class_ids, price_cents,
        ${flag(filters.brand)} AS brand_ok, ${flag(filters.productClass)} AS class_ok, ${flag(filters.price)} AS price_ok
      FROM ${products} WHERE ${and(...filters.base) ?? sql`true`}
    )
    SELECT 'total' AS facet, NULL::int AS value, count(*)::int AS count FROM listed WHERE brand_ok AND class_ok AND price_ok
    UNION ALL
    SELECT 'brand', brand_id, count(*)::int FROM listed WHERE class_ok AND price_ok GROUP BY brand_id
    UNION ALL
    SELECT 'class', e.value::int, count(*)::int FROM listed, jsonb_array_elements_text(product_class_ids) e
      WHERE brand_ok AND price_ok GROUP BY e.value
    UNION ALL
    SELECT 'price', band, count(*)::int FROM (SELECT CASE ${bandIndex} END AS band FROM listed WHERE brand_ok AND class_ok) b
      WHERE band IS NOT NULL GROUP BY band`,
  );
}

/** Products per category among those matching the filters (the category tree of a search). */
export function countByCategory(db: Db, conditions: SQL[]) {
  return db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...conditions))
    .groupBy(products.categoryId);
}

export async function findProduct(db: Db, by: { productId?: number; slug?: string }) {
  const condition = by.productId !== undefined ? eq(products.productId, by.productId) : eq(products.slug, by.slug ?? '');
  const [row] = await db.select(productColumns).from(products).where(condition).limit(1);
  return row;
}

export function selectProductsByIds(db: Db, productIds: number[]) {
  return productIds.length === 0
    ? Promise.resolve([])
    : db.select(productColumns).from(products).where(inArray(products.productId, productIds));
}
