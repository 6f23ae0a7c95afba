import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema/catalogue';

/** How a product's picture is drawn: its shape and colour, and the brand whose initial goes on the label. */
export async function findProductArt(db: Db, productId: number): Promise<{ shape: string; color: string; brand: string } | null> {
  const [row] = await db
    .select({ shape: products.imageShape, color: products.imageColor, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.brandId, products.brandId))
    .where(eq(products.productId, productId))
    .limit(1);
  return row ?? null;
}

const department = alias(categories, 'department');

/** A category and its department (the first segment of its slug path); null when there is no such category. */
export async function findCategoryWithDepartment(
  db: Db,
  categoryId: number,
): Promise<{ categoryId: number; departmentId: number | null } | null> {
  const [row] = await db
    .select({ categoryId: categories.categoryId, departmentId: department.categoryId })
    .from(categories)
    .leftJoin(department, eq(department.slug, sql`split_part(${categories.slug}, '/', 1)`))
    .where(eq(categories.categoryId, categoryId))
    .limit(1);
  return row ?? null;
}
