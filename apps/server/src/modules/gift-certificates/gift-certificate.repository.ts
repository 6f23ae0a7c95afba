import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { giftCertificates, userGiftCertificates } from '../../db/schema/index';

export type GiftCertificateRow = typeof giftCertificates.$inferSelect;
export type NewGiftCertificate = typeof giftCertificates.$inferInsert;
/**
 * A certificate with the times it was spent on this shop's orders (its 'used' redemptions), and by the
 * shopper of the cart it is seen from (0 when seen from no cart).
 */
export type GiftCertificateWithUse = GiftCertificateRow & { spentOnOrders: number; spentByShopper: number };

/**
 * A certificate's columns and its 'used' redemptions: the checkout marks them, nothing else has to count.
 * The outer column is written with its table: a query on one table renders `${giftCertificates.giftCertificateId}`
 * unqualified, which inside the subquery meant the redemption's own column — every used code counted for all.
 * Seen from a cart editing an order (`seenFromCartId`), the redemptions spent on that order do not
 * count: the edit carries them and replaces the order (a single-use code is not used up by the very
 * order it replaces); buying the edit gives them back and spends the edit's, so a code is never used twice.
 */
const withUse = (seenFromCartId?: number) => {
  const notTheEditedOrder =
    seenFromCartId === undefined
      ? sql``
      : sql` AND NOT EXISTS (SELECT 1 FROM carts editing JOIN orders edited ON edited.order_id = editing.edits_order_id
          WHERE editing.cart_id = ${seenFromCartId} AND edited.cart_id = spent.cart_id)`;
  const spent = sql`FROM user_gift_certificates spent
      WHERE spent.gift_certificate_id = "gift_certificates"."gift_certificate_id" AND spent.status = 'used'${notTheEditedOrder}`;
  return {
    ...getTableColumns(giftCertificates),
    spentOnOrders: sql<number>`(SELECT count(*)::int ${spent})`,
    spentByShopper:
      seenFromCartId === undefined
        ? sql<number>`0`
        : sql<number>`(SELECT count(*)::int ${spent} AND spent.user_id = (SELECT user_id FROM carts WHERE cart_id = ${seenFromCartId}))`,
  };
};

/** The certificate of a code, its use counted as the cart `seenFromCartId` sees it (see withUse). */
export async function findGiftCertificateByCode(
  tx: Db | Tx,
  code: string,
  seenFromCartId?: number,
): Promise<GiftCertificateWithUse | undefined> {
  const [row] = await tx.select(withUse(seenFromCartId)).from(giftCertificates).where(eq(giftCertificates.code, code));
  return row;
}

/** The certificates redeemed on a cart, in the order they were added, with their redemption id. */
export function selectCartCertificates(tx: Db | Tx, cartId: number) {
  return tx
    .select({ userGiftCertificateId: userGiftCertificates.userGiftCertificateId, certificate: withUse(cartId) })
    .from(userGiftCertificates)
    .innerJoin(giftCertificates, eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId))
    .where(and(eq(userGiftCertificates.cartId, cartId), eq(userGiftCertificates.status, 'applied')))
    .orderBy(asc(userGiftCertificates.userGiftCertificateId));
}
export type CartCertificateRow = Awaited<ReturnType<typeof selectCartCertificates>>[number];

/**
 * Locks the certificates applied on a cart until the transaction ends, in id order (two carts with the
 * same codes wait for each other instead of deadlocking): a buy counts a code's redemptions and spends
 * one while no other buy can, so a single-use code is spent once.
 */
export async function lockCartCertificates(tx: Tx, cartId: number): Promise<void> {
  await tx
    .select({ giftCertificateId: giftCertificates.giftCertificateId })
    .from(giftCertificates)
    .where(
      inArray(
        giftCertificates.giftCertificateId,
        tx
          .select({ id: userGiftCertificates.giftCertificateId })
          .from(userGiftCertificates)
          .where(and(eq(userGiftCertificates.cartId, cartId), eq(userGiftCertificates.status, 'applied'))),
      ),
    )
    .orderBy(asc(giftCertificates.giftCertificateId))
    .for('update');
}

/**
 * The cart's certificates are spent on its order: those that gave a discount (`discountedIds`) become
 * 'used' and count against their limits; the others gave nothing and leave the cart.
 */
export async function spendCartCertificates(tx: Tx, cartId: number, discountedIds: readonly number[]): Promise<void> {
  const applied = and(eq(userGiftCertificates.cartId, cartId), eq(userGiftCertificates.status, 'applied'));
  if (discountedIds.length > 0)
    await tx
      .update(userGiftCertificates)
      .set({ status: 'used' })
      .where(and(applied, inArray(userGiftCertificates.userGiftCertificateId, [...discountedIds])));
  await tx.delete(userGiftCertificates).where(applied);
}

export async function insertRedemption(tx: Tx, redemption: { giftCertificateId: number; userId: number; cartId: number }) {
  await tx.insert(userGiftCertificates).values(redemption);
}

export async function deleteRedemption(tx: Tx, cartId: number, giftCertificateId: number): Promise<boolean> {
  const rows = await tx
    .delete(userGiftCertificates)
    .where(
      and(
        eq(userGiftCertificates.cartId, cartId),
        eq(userGiftCertificates.giftCertificateId, giftCertificateId),
        eq(userGiftCertificates.status, 'applied'),
      ),
    )
    .returning({ id: userGiftCertificates.userGiftCertificateId });
  return rows.length > 0;
}

/**
 * A shopper's certificates with their state: the ones assigned to them and the ones they redeemed
 * ('applied' on a cart or 'used' on an order); `assignedOnly` keeps the assigned ones.
 */
export function selectUserCertificates(tx: Db | Tx, userId: number, { assignedOnly }: { assignedOnly: boolean }) {
  const mine = sql`${userGiftCertificates.userId} = ${userId}`;
  return tx
    .select({ certificate: giftCertificates, status: userGiftCertificates.status })
    .from(giftCertificates)
    .leftJoin(userGiftCertificates, and(eq(userGiftCertificates.giftCertificateId, giftCertificates.giftCertificateId), mine))
    .where(assignedOnly ? eq(giftCertificates.assignedUserId, userId) : or(eq(giftCertificates.assignedUserId, userId), mine))
    .orderBy(asc(giftCertificates.giftCertificateId), asc(userGiftCertificates.userGiftCertificateId));
}

/** Every certificate with its use, newest first (the back office's list). */
export function selectGiftCertificatesWithUse(tx: Db | Tx): Promise<GiftCertificateWithUse[]> {
  return tx
    .select(withUse())
    .from(giftCertificates)
    .orderBy(desc(giftCertificates.createdAt), desc(giftCertificates.giftCertificateId))
    .limit(500);
}

/** A new certificate; undefined when its code exists already. */
export async function insertGiftCertificate(tx: Tx, row: NewGiftCertificate): Promise<GiftCertificateRow | undefined> {
  const [created] = await tx.insert(giftCertificates).values(row).onConflictDoNothing().returning();
  return created;
}

export async function insertGiftCertificates(tx: Db | Tx, rows: NewGiftCertificate[]) {
  if (rows.length > 0) await tx.insert(giftCertificates).values(rows).onConflictDoNothing();
}

/** What an order spent: its 'used' redemptions (those of the order's cart, and those its adjustments snapshot names). */
type SpentOnOrder = { userId: number; cartId: number | null; userGiftCertificateIds: readonly number[] };
function spentOnOrder(spent: SpentOnOrder): SQL | undefined {
  const ids = spent.userGiftCertificateIds.filter((id) => id > 0);
  const onOrder = or(
    spent.cartId === null ? undefined : eq(userGiftCertificates.cartId, spent.cartId),
    ids.length > 0 ? inArray(userGiftCertificates.userGiftCertificateId, ids) : undefined,
  );
  return onOrder && and(eq(userGiftCertificates.userId, spent.userId), eq(userGiftCertificates.status, 'used'), onOrder);
}

/**
 * Gives back the certificates spent on an order that is cancelled: its 'used' redemptions are
 * removed, so they no longer count against `max_redemptions` — a single-use code can be redeemed
 * again — and the shopper's list shows them available. The order keeps its snapshot, the history of
 * what it used. Answers how many came back.
 */
export async function returnSpentCertificates(tx: Tx, spent: SpentOnOrder): Promise<number> {
  const onOrder = spentOnOrder(spent);
  if (!onOrder) return 0;
  const returned = await tx
    .delete(userGiftCertificates)
    .where(onOrder)
    .returning({ id: userGiftCertificates.userGiftCertificateId });
  return returned.length;
}

/**
 * order/modify: the certificates the order spent are applied to the cart editing it, so the edit
 * keeps the discount (when it still qualifies, as any cart's). The order's own redemptions stay
 * until the edit is bought (cancelOrder gives them back then): abandoning the edit changes nothing.
 */
export async function carryCertificatesToEdit(tx: Tx, spent: SpentOnOrder, editCartId: number): Promise<void> {
  const onOrder = spentOnOrder(spent);
  if (!onOrder) return;
  const rows = await tx
    .selectDistinct({ giftCertificateId: userGiftCertificates.giftCertificateId })
    .from(userGiftCertificates)
    .where(onOrder);
  if (rows.length > 0)
    await tx
      .insert(userGiftCertificates)
      .values(rows.map((row) => ({ giftCertificateId: row.giftCertificateId, userId: spent.userId, cartId: editCartId })))
      .onConflictDoNothing();
}
