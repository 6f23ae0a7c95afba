import { and, asc, count, eq, gt, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, flyers, products, stores } from '../../db/schema/catalogue';
import { selectRows } from '../catalogue/sql-rows';

/** Product addresses of a sitemap file: keyset pages by id, so the 50,000th product costs what the first does. */
export async function selectProductSlugsAfter(db: Db, afterProductId: number, limit: number) {
  return db
    .select({ productId: products.productId, slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(gt(products.productId, afterProductId))
    .orderBy(asc(products.productId))
    .limit(limit);
}

/** How many products there are, and when the newest was written (the catalogue changes only when seeded). */
export async function productTotals(db: Db): Promise<{ total: number; lastChange: Date | null }> {
  const [row] = await db.select({ total: count(), lastChange: max(products.createdAt) }).from(products);
  const lastChange = row?.lastChange ?? null;
  return { total: row?.total ?? 0, lastChange: lastChange === null ? null : new Date(lastChange) };
}

/** The ids where each sitemap file of `size` products starts after: 0, then every size-th id (counted in SQL, only those come back). */
export async function selectProductIdsAtEvery(db: Db, size: number): Promise<number[]> {
  const rows = await selectRows<{ product_id: number | string }>(
    db,
    sql`
    SELECT product_id FROM (
      SELECT product_id, row_number() OVER (ORDER BY product_id) AS position, count(*) OVER () AS total FROM products
    ) numbered
    WHERE position % ${size} = 0 AND position < total
    ORDER BY product_id`,
  );
  return [0, ...rows.map((row) => Number(row.product_id))];
}

/** Every category's slug (the whole path), departments first. */
export async function selectCategorySlugs(db: Db) {
  return db
    .select({ slug: categories.slug, depth: categories.depth })
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.position));
}

/** The brand's flyers still running or to come (today as YYYY-MM-DD in Rome). */
export async function selectCurrentFlyers(db: Db, brand: string, today: string) {
  return db
    .select({ slug: flyers.slug, title: flyers.title, validFrom: flyers.validFrom, validTo: flyers.validTo })
    .from(flyers)
    .where(and(eq(flyers.brand, brand), gte(flyers.validTo, today)))
    .orderBy(asc(flyers.validFrom), asc(flyers.flyerId));
}

/** One flyer of the brand by slug. */
export async function findFlyer(db: Db, brand: string, slug: string) {
  const [row] = await db
    .select({ slug: flyers.slug, title: flyers.title, validFrom: flyers.validFrom, validTo: flyers.validTo })
    .from(flyers)
    .where(and(eq(flyers.brand, brand), eq(flyers.slug, slug)))
    .limit(1);
  return row;
}

/** The shops (not the lockers) the brand's home describes. */
export async function selectShops(db: Db) {
  return db.select().from(stores).where(eq(stores.kind, 'store')).orderBy(asc(stores.storeId));
}
