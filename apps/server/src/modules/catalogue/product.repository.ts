import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productFoodInformation, products } from '../../db/schema/index';
import { type FacetTable, facetTableOf, NOT_FOOD_ALLERGEN_MASK } from './facet-table';
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
  dailyMaxAcq: products.dailyMaxAcq,
  productInfos: products.productInfos,
  selectOptions: products.selectOptions,
  productClassIds: products.productClassIds,
  promoId: products.promoId,
  deliveryWarehouseId: products.deliveryWarehouseId,
};
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The listing's filters as SQL: `base` applies to everything, each facet's part is left out of its own counts. */
export type ProductFilters = { base: SQL[]; brand?: SQL; productClass?: SQL; price?: SQL; allergen?: SQL };

export const inCategories = (categoryIds: number[]) => inArray(products.categoryId, categoryIds);
/**
 * Products whose promotion the shelf shows today (`promotionOnShelf`): one of `runningIds`, and for a
 * product sold by weight one of `byWeightIds` (percent promotions).
 */
export const inPromotion = (runningIds: readonly number[], byWeightIds: readonly number[]) =>
  runningIds.length === 0
    ? sql`false`
    : sql`(${inArray(products.promoId, [...runningIds])} AND (${byWeightIds.length === 0 ? sql`false` : inArray(products.promoId, [...byWeightIds])} OR ${products.productInfos}->>'TIPOLOGIA' NOT IN ('Sfuso', 'Peso')))`;
export const isNew = () => eq(products.isNew, true);
export const isHighlight = () => eq(products.highlight, true);
export const ofBrands = (brandIds: number[]) => inArray(products.brandId, brandIds);
/** Classes are bits of products.class_mask (1 << id): a product has any of them when the masks share a bit. */
const classBits = (classIds: readonly number[]) => classIds.reduce((mask, id) => mask | (1 << id), 0);
export const ofProductClasses = (classIds: number[]) => sql`(${products.classMask} & ${classBits(classIds)}::int) <> 0`;
/** Food that neither contains nor may contain any allergen of the mask (its bits: decision 0017). */
export const withoutAllergens = (mask: number) =>
  sql`EXISTS (SELECT 1 FROM ${productFoodInformation} WHERE ${productFoodInformation.productId} = ${products.productId} AND (${productFoodInformation.excludedAllergenMask} & ${mask}::int) = 0)`;
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

const allOf = (filters: ProductFilters) =>
  and(...filters.base, filters.brand, filters.productClass, filters.price, filters.allergen);

/**
 * A page of the products every filter keeps (and `also`, when given), in `orderBy` order: a listing
 * through the indexes on category and popularity, or a search's page.
 */
export function selectProductPage(
  db: Db,
  page: { filters: ProductFilters; also?: SQL; orderBy: readonly SQL[]; limit: number; offset: number },
): Promise<ProductRow[]> {
  if (page.limit <= 0) return Promise.resolve([]);
  return db
    .select(productColumns)
    .from(products)
    .where(and(allOf(page.filters), page.also))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

export type FacetCountRow = { facet: 'total' | 'brand' | 'class' | 'price' | 'allergen'; value: number | null; count: number };

/** The values facets are counted for: the price bands and the product classes. */
export type FacetValues = { bands: readonly PriceBand[]; classIds: readonly number[] };

/** Splits a comma-separated text of integers (an aggregate sent as one value: far cheaper than a row each). */
const integers = (text: string | null | undefined) => (text ? text.split(',').map(Number) : []);

/**
 * The ids of every product the base filters keep (a listing's category and flags, a search's words),
 * in no order: what the facets are counted over, in memory (see facet-table.ts).
 */
export async function selectMatchingIds(db: Db, filters: ProductFilters): Promise<number[]> {
  const [row] = await selectRows<{ ids: string | null }>(
    db,
    sql`SELECT string_agg(product_id::text, ',') AS ids FROM ${products} WHERE ${and(...filters.base) ?? sql`true`}`,
  );
  return integers(row?.ids);
}

/** Every product's brand, class mask, price and allergens (all, when not food), by id: the facet attributes held in memory. */
export async function selectFacetTable(db: Db): Promise<FacetTable> {
  const [row] = await selectRows<{ products: string | null }>(
    db,
    sql`SELECT string_agg(concat_ws(',', p.product_id, p.brand_id, p.class_mask, p.price_cents, coalesce(f.excluded_allergen_mask, ${NOT_FOOD_ALLERGEN_MASK}::int), p.category_id), ';') AS products
      FROM ${products} p LEFT JOIN ${productFoodInformation} f ON f.product_id = p.product_id`,
  );
  return facetTableOf(
    (row?.products ? row.products.split(';') : []).map((product) => {
      const [productId = 0, brandId = 0, classMask = 0, priceCents = 0, allergenMask = NOT_FOOD_ALLERGEN_MASK, categoryId = 0] =
        integers(product);
      return { productId, brandId, classMask, priceCents, allergenMask, categoryId };
    }),
  );
}

/**
 * Every lexeme of the products' search documents with the ids of the products holding it (in any
 * field): the search's matches found in memory (match-index.ts), as `search_vector @@ query` would.
 */
export async function selectLexemePostings(db: Db): Promise<{ lexeme: string; ids: number[] }[]> {
  const rows = await selectRows<{ lexeme: string; ids: string }>(
    db,
    sql`SELECT u.lexeme, string_agg(p.product_id::text, ',') AS ids FROM ${products} p, unnest(p.search_vector) AS u GROUP BY u.lexeme`,
  );
  return rows.map((row) => ({ lexeme: row.lexeme, ids: integers(row.ids) }));
}

/** A product's food information, or null when it is not food. */
export async function findFoodInformation(db: Db, productId: number) {
  const [row] = await db
    .select({ information: productFoodInformation.information })
    .from(productFoodInformation)
    .where(eq(productFoodInformation.productId, productId));
  return row?.information ?? null;
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
