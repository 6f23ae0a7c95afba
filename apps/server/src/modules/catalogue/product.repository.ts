import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import type { PriceBand } from './product-facets';
import { selectRows } from './sql-rows';

/** The columns a product answer needs (not the search documents); the cart reads products with the same columns. */
export const productColumns = {
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
/** Classes are bits of products.class_mask (1 << id): a product has any of them when the masks share a bit. */
const classBits = (classIds: readonly number[]) => classIds.reduce((mask, id) => mask | (1 << id), 0);
export const ofProductClasses = (classIds: number[]) => sql`(${products.classMask} & ${classBits(classIds)}::int) <> 0`;
const inBand = (priceCents: SQL, band: PriceBand) =>
  band.maxCents === null
    ? sql`${priceCents} >= ${band.minCents}::int`
    : sql`${priceCents} >= ${band.minCents}::int AND ${priceCents} < ${band.maxCents}::int`;
export const inPriceBands = (bands: readonly PriceBand[]) =>
  or(...bands.map((band) => inBand(sql`${products.priceCents}`, band))) as SQL;

/**
 * Sort keys name the listing's own columns, unqualified, so that they serve both the plain page query
 * (over products) and the single-scan search listing (over its `matched` rows). Ties fall back to the
 * best sellers, then a stable id.
 */
export const byPopularity = [sql`popularity DESC`, sql`product_id ASC`];
export const sortOrders = {
  rel: [sql`relevance DESC`, ...byPopularity],
  pri_asc: [sql`price_cents ASC`, ...byPopularity],
  pri_des: [sql`price_cents DESC`, ...byPopularity],
  alf_asc: [sql`name_sort COLLATE "C" ASC`, sql`product_id ASC`],
  alf_des: [sql`name_sort COLLATE "C" DESC`, sql`product_id ASC`],
} as const;

const allOf = (filters: ProductFilters) => and(...filters.base, filters.brand, filters.productClass, filters.price);

/** A page of products without a search (the indexes on category and popularity serve it). */
export function selectProductPage(db: Db, filters: ProductFilters, orderBy: readonly SQL[], limit: number, offset: number) {
  return db
    .select(productColumns)
    .from(products)
    .where(allOf(filters))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * The products the base filters keep, read once: what sorting and facet counting need, and whether
 * each facet's own filter keeps the row (a facet's counts ignore its own filter).
 */
function matchedRows(filters: ProductFilters, relevance: SQL) {
  const keeps = (condition: SQL | undefined) => condition ?? sql`true`;
  return sql`matched AS MATERIALIZED (
    SELECT product_id, brand_id, class_mask, price_cents, popularity, name_sort, ${relevance} AS relevance,
      ${keeps(filters.brand)} AS brand_ok, ${keeps(filters.productClass)} AS class_ok, ${keeps(filters.price)} AS price_ok
    FROM ${products} WHERE ${and(...filters.base) ?? sql`true`}
  )`;
}

export type FacetCountRow = { facet: 'total' | 'brand' | 'class' | 'price'; value: number | null; count: number };

/** The values facets are counted for: the price bands and the product classes. */
export type FacetValues = { bands: readonly PriceBand[]; classIds: readonly number[] };

/**
 * Over the matched rows: the listing's total, and each facet's value counts under every filter but
 * its own (so a shopper sees how many products each other brand would add). Brands are grouped; the
 * total, each class and each price band (by its index in `bands`) are counted in one more pass.
 */
function facetCounts({ bands, classIds }: FacetValues) {
  const counted = [
    { facet: 'total', value: null, condition: sql`brand_ok AND class_ok AND price_ok` },
    ...classIds.map((id) => ({
      facet: 'class',
      value: id,
      condition: sql`brand_ok AND price_ok AND (class_mask & ${classBits([id])}::int) <> 0`,
    })),
    ...bands.map((band, index) => ({
      facet: 'price',
      value: index,
      condition: sql`brand_ok AND class_ok AND ${inBand(sql`price_cents`, band)}`,
    })),
  ];
  const column = (index: number) => sql.identifier(`count_${index}`);
  const counts = sql.join(
    counted.map(({ condition }, index) => sql`count(*) FILTER (WHERE ${condition})::int AS ${column(index)}`),
    sql`, `,
  );
  const rows = sql.join(
    counted.map(({ facet, value }, index) => sql`(${facet}::text, ${value}::int, counted.${column(index)})`),
    sql`, `,
  );
  return sql`
    SELECT 'brand' AS facet, brand_id AS value, count(*)::int AS count FROM matched WHERE class_ok AND price_ok GROUP BY brand_id
    UNION ALL
    SELECT spread.facet, spread.value, spread.count
    FROM (SELECT ${counts} FROM matched) counted
    CROSS JOIN LATERAL (VALUES ${rows}) AS spread(facet, value, count)
    WHERE spread.count > 0 OR spread.facet = 'total'`;
}

/** The total and facet counts of a listing. */
export function countFacets(db: Db, filters: ProductFilters, values: FacetValues) {
  return selectRows<FacetCountRow>(db, sql`WITH ${matchedRows(filters, sql`0`)} ${facetCounts(values)}`);
}

/**
 * A search listing in one scan of the matching products: the ids of the requested page in order and,
 * when asked, the facet counts. The caller then reads the page's rows by id.
 */
export async function selectSearchPage(
  db: Db,
  page: { filters: ProductFilters; relevance: SQL; orderBy: readonly SQL[]; limit: number; offset: number },
  counts?: FacetValues,
) {
  const order = sql.join([...page.orderBy], sql`, `);
  const [result] = await selectRows<{ productIds: number[] | string; counts: FacetCountRow[] | string | null }>(
    db,
    sql`WITH ${matchedRows(page.filters, page.relevance)}
    SELECT
      (SELECT coalesce(json_agg(product_id ORDER BY ${order}), '[]') FROM (
        SELECT * FROM matched WHERE brand_ok AND class_ok AND price_ok ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}
      ) page) AS "productIds",
      ${counts ? sql`(SELECT coalesce(json_agg(c), '[]') FROM (${facetCounts(counts)}) c)` : sql`NULL`} AS counts`,
  );
  const parse = <T>(value: T | string | null | undefined) => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return { productIds: parse(result?.productIds) ?? [], counts: parse(result?.counts) ?? [] };
}

/** Products per category among those matching the conditions (the category tree of a search). */
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

/** The products with these ids, in the order of the ids (missing ones left out). */
export async function selectProductsByIds(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.productId, [...productIds]));
  const byId = new Map(rows.map((row) => [row.productId, row]));
  return productIds.flatMap((id) => byId.get(id) ?? []);
}
