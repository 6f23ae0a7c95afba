import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, categoryBlocks, productClasses, promotions, vendors } from '../../db/schema/index';

/** Every category with the Italian stems of its name (for the search box's category suggestions). */
export function selectCategories(db: Db) {
  return db
    .select({
      categoryId: categories.categoryId,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categories.name,
      depth: categories.depth,
      position: categories.position,
      info: categories.info,
      stems: sql<string[]>`tsvector_to_array(to_tsvector('italian', f_unaccent(${categories.name})))`,
    })
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.position), asc(categories.categoryId));
}

export function selectBrands(db: Db) {
  return db.select().from(brands);
}

export function selectVendors(db: Db) {
  return db.select().from(vendors);
}

export function selectProductClasses(db: Db) {
  return db.select().from(productClasses).orderBy(asc(productClasses.name));
}

export function selectPromotions(db: Db) {
  return db.select().from(promotions);
}

export async function findCategoryBlock(db: Db, categoryBlockId: number) {
  const [block] = await db.select().from(categoryBlocks).where(eq(categoryBlocks.categoryBlockId, categoryBlockId)).limit(1);
  return block;
}
