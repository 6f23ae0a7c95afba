import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { flyers, products, promotions } from '../../db/schema/catalogue';
import { contentEntries } from '../../db/schema/content';

export type ContentRow = typeof contentEntries.$inferSelect;
export type ContentRowInsert = Omit<typeof contentEntries.$inferInsert, 'id'>;

/** The entries of one type of a brand, in the files' order (menu_order, then id); one slug when given. */
export function listContentRows(db: Db, brand: string, type: string, slug?: string): Promise<ContentRow[]> {
  const where = [eq(contentEntries.brand, brand), eq(contentEntries.type, type)];
  if (slug !== undefined) where.push(eq(contentEntries.slug, slug));
  return db
    .select()
    .from(contentEntries)
    .where(and(...where))
    .orderBy(asc(contentEntries.menuOrder), asc(contentEntries.id));
}

/** Inserts or updates rows by (brand, type, slug), keeping their ids; answers the id of each. */
export async function upsertContentRows(tx: Tx, rows: ContentRowInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const written = await tx
    .insert(contentEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [contentEntries.brand, contentEntries.type, contentEntries.slug],
      set: {
        title: sql`excluded.title`,
        content: sql`excluded.content`,
        excerpt: sql`excluded.excerpt`,
        meta: sql`excluded.meta`,
        acf: sql`excluded.acf`,
        terms: sql`excluded.terms`,
        menuOrder: sql`excluded.menu_order`,
        date: sql`excluded.date`,
        modified: sql`excluded.modified`,
      },
    })
    .returning({ id: contentEntries.id, type: contentEntries.type, slug: contentEntries.slug });
  for (const row of written) ids.set(`${row.type}/${row.slug}`, row.id);
  return ids;
}

/** Deletes the brand's entries whose `type/slug` is not in `kept` (their file or item disappeared). */
export async function deleteContentRowsExcept(tx: Tx, brand: string, kept: string[]): Promise<number> {
  const key = sql<string>`${contentEntries.type} || '/' || ${contentEntries.slug}`;
  const deleted = await tx
    .delete(contentEntries)
    .where(and(eq(contentEntries.brand, brand), notInArray(key, kept)))
    .returning({ id: contentEntries.id });
  return deleted.length;
}

export type FlyerRow = typeof flyers.$inferSelect;

/** The `flyers` rows of these ids. */
export function findFlyers(db: Db | Tx, flyerIds: number[]): Promise<FlyerRow[]> {
  if (flyerIds.length === 0) return Promise.resolve([]);
  return db.select().from(flyers).where(inArray(flyers.flyerId, flyerIds));
}

/** The products promoted by each flyer's promotions, in promotion id order (then product id). */
export async function findFlyerProducts(db: Db | Tx, flyerIds: number[]): Promise<Map<number, number[]>> {
  const byFlyer = new Map<number, number[]>();
  if (flyerIds.length === 0) return byFlyer;
  const rows = await db
    .select({ flyerId: promotions.flyerId, productId: products.productId })
    .from(products)
    .innerJoin(promotions, eq(promotions.promoId, products.promoId))
    .where(and(isNotNull(promotions.flyerId), inArray(promotions.flyerId, flyerIds)))
    .orderBy(asc(promotions.promoId), asc(products.productId));
  for (const row of rows) {
    const flyerId = row.flyerId as number;
    const list = byFlyer.get(flyerId) ?? [];
    list.push(row.productId);
    byFlyer.set(flyerId, list);
  }
  return byFlyer;
}
