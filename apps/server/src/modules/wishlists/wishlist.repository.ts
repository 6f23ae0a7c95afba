import type { WishlistGrant } from '@spesa/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { wishlistItems, wishlistSelections, wishlistShares, wishlists } from '../../db/schema/wishlists';

type Queryable = Db | Tx;
export type WishlistRow = typeof wishlists.$inferSelect;
export type WishlistItemRow = typeof wishlistItems.$inferSelect;
export type WishlistKind = 'list' | 'favourites';
/** A list as `wishlist/list` shows it: null grant for the shopper's own. */
export type WishlistSummaryRow = WishlistRow & {
  size: number;
  grant: WishlistGrant | null;
  selected: boolean;
  ownerFirstName: string;
  ownerLastName: string;
};

/** The list, locked until the transaction ends when `lock` (every change to a list runs one at a time). */
export async function findWishlist(db: Queryable, listId: number, lock = false): Promise<WishlistRow | undefined> {
  const query = db.select().from(wishlists).where(eq(wishlists.listId, listId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** True for the shares that reach `userId`: those to the address they log in with (confirmed, so their mailbox). */
const sharedWith = (userId: number) =>
  sql`${wishlistShares.email} = (select viewer.email from ${users} viewer where viewer.user_id = ${userId})`;

export async function findGrant(db: Queryable, listId: number, userId: number): Promise<WishlistGrant | null> {
  const [row] = await db
    .select({ grant: wishlistShares.grant })
    .from(wishlistShares)
    .where(and(eq(wishlistShares.listId, listId), sharedWith(userId)));
  return (row?.grant as WishlistGrant | undefined) ?? null;
}

export async function findFavouritesList(db: Queryable, userId: number): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.kind, 'favourites')));
  return row;
}

/** True when a named list of the shopper already has this name (ignoring case), other than `exceptListId`. */
export async function nameTaken(db: Queryable, userId: number, name: string, exceptListId?: number): Promise<boolean> {
  const [row] = await db
    .select({ listId: wishlists.listId })
    .from(wishlists)
    .where(
      and(
        eq(wishlists.userId, userId),
        eq(wishlists.kind, 'list'),
        sql`lower(${wishlists.name}) = lower(${name})`,
        exceptListId === undefined ? undefined : sql`${wishlists.listId} <> ${exceptListId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertWishlist(db: Queryable, userId: number, name: string, kind: WishlistKind = 'list') {
  const [row] = await db.insert(wishlists).values({ userId, name, kind }).onConflictDoNothing().returning();
  return row;
}

export async function renameWishlist(db: Queryable, listId: number, name: string) {
  await db.update(wishlists).set({ name, updatedAt: sql`now()` }).where(eq(wishlists.listId, listId));
}

export async function touchWishlist(db: Queryable, listId: number) {
  await db.update(wishlists).set({ updatedAt: sql`now()` }).where(eq(wishlists.listId, listId));
}

export async function deleteWishlist(db: Queryable, listId: number) {
  await db.delete(wishlists).where(eq(wishlists.listId, listId));
}

const sizeOf = sql<number>`(select count(*)::int from ${wishlistItems} where ${wishlistItems.listId} = ${wishlists.listId})`;

/**
 * One page of the lists a shopper sees: their named lists, then those shared with them, each by
 * name; the total counts both.
 */
export async function selectListPage(db: Queryable, userId: number, limit: number, offset: number) {
  const grant = sql<WishlistGrant | null>`(select ${wishlistShares.grant} from ${wishlistShares} where ${wishlistShares.listId} = ${wishlists.listId} and ${sharedWith(userId)})`;
  const visible = sql`(${wishlists.userId} = ${userId} and ${wishlists.kind} = 'list') or exists (select 1 from ${wishlistShares} where ${wishlistShares.listId} = ${wishlists.listId} and ${sharedWith(userId)})`;
  const rows = await db
    .select({
      list: wishlists,
      size: sizeOf,
      grant,
      selected: sql<boolean>`exists (select 1 from ${wishlistSelections} where ${wishlistSelections.userId} = ${userId} and ${wishlistSelections.listId} = ${wishlists.listId})`,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(wishlists)
    .innerJoin(users, eq(users.userId, wishlists.userId))
    .where(visible)
    .orderBy(sql`${wishlists.userId} <> ${userId}`, sql`lower(${wishlists.name})`, asc(wishlists.listId))
    .limit(limit)
    .offset(offset);
  return {
    rows: rows.map(({ list, total: _total, ...fields }): WishlistSummaryRow => ({ ...list, ...fields })),
    total: rows[0]?.total ?? (offset > 0 ? await countVisible(db, visible) : 0),
  };
}

async function countVisible(db: Queryable, visible: ReturnType<typeof sql>) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(wishlists).where(visible);
  return row?.count ?? 0;
}

/** One list as its summary, seen by `userId` (who may be its owner or someone it is shared with). */
export async function selectSummary(db: Queryable, list: WishlistRow, userId: number): Promise<WishlistSummaryRow> {
  const [row] = await db
    .select({
      size: sizeOf,
      selected: sql<boolean>`exists (select 1 from ${wishlistSelections} where ${wishlistSelections.userId} = ${userId} and ${wishlistSelections.listId} = ${wishlists.listId})`,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(wishlists)
    .innerJoin(users, eq(users.userId, wishlists.userId))
    .where(eq(wishlists.listId, list.listId));
  if (!row) throw new Error(`list ${list.listId} vanished`);
  return { ...list, ...row, grant: list.userId === userId ? null : await findGrant(db, list.listId, userId) };
}

/** The addresses the lists are shared with, by list: only what the owner typed, never who holds them. */
export async function selectShares(db: Queryable, listIds: readonly number[]) {
  if (listIds.length === 0) return [];
  return db
    .select({ listId: wishlistShares.listId, email: wishlistShares.email, grant: wishlistShares.grant })
    .from(wishlistShares)
    .where(inArray(wishlistShares.listId, [...listIds]))
    .orderBy(asc(wishlistShares.email));
}

/** Shares the list with `email`, or changes the grant of its share: true when the share is new. */
export async function upsertShare(db: Queryable, listId: number, email: string, grant: WishlistGrant): Promise<boolean> {
  const [row] = await db
    .insert(wishlistShares)
    .values({ listId, email, grant })
    .onConflictDoUpdate({ target: [wishlistShares.listId, wishlistShares.email], set: { grant } })
    .returning({ created: sql<boolean>`xmax = 0` });
  return row?.created ?? false;
}

export async function deleteShare(db: Queryable, listId: number, email: string) {
  await db.delete(wishlistShares).where(and(eq(wishlistShares.listId, listId), eq(wishlistShares.email, email)));
}

/** The list's items, newest first. */
export async function selectItems(db: Queryable, listId: number): Promise<WishlistItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.listId, listId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.itemId));
}

/** A page of the list's product ids, newest first, and how many there are. */
export async function selectProductIdPage(db: Queryable, listId: number, limit: number, offset: number) {
  const rows = await db
    .select({ productId: wishlistItems.productId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(wishlistItems)
    .where(eq(wishlistItems.listId, listId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.itemId))
    .limit(limit)
    .offset(offset);
  const total =
    rows[0]?.total ??
    (offset > 0
      ? ((await db.select({ count: sql<number>`count(*)::int` }).from(wishlistItems).where(eq(wishlistItems.listId, listId)))[0]
          ?.count ?? 0)
      : 0);
  return { productIds: rows.map((row) => row.productId), total };
}

/** Puts the product on the list with this quantity (in thousandths), or sets the quantity of the item already there. */
export async function upsertItem(db: Queryable, listId: number, productId: number, quantityThousandths: number) {
  await db
    .insert(wishlistItems)
    .values({ listId, productId, quantityThousandths })
    .onConflictDoUpdate({ target: [wishlistItems.listId, wishlistItems.productId], set: { quantityThousandths } });
}

export async function deleteItems(db: Queryable, listId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return;
  await db.delete(wishlistItems).where(and(eq(wishlistItems.listId, listId), inArray(wishlistItems.itemId, [...itemIds])));
}

export async function selectFavouriteProductIds(db: Queryable, listId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.listId, listId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.itemId));
  return rows.map((row) => row.productId);
}

/** True when the shopper's favourites list holds at least one product (user.hasFavorites). */
export async function hasFavourites(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.listId, wishlistItems.listId))
    .where(and(eq(wishlists.userId, userId), eq(wishlists.kind, 'favourites')))
    .limit(1);
  return row !== undefined;
}

export async function selectList(db: Queryable, userId: number, listId: number) {
  await db
    .insert(wishlistSelections)
    .values({ userId, listId })
    .onConflictDoUpdate({ target: wishlistSelections.userId, set: { listId } });
}
