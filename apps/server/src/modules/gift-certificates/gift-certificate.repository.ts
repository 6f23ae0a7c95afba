import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { giftCertificates, userGiftCertificates } from '../../db/schema/index';

export type GiftCertificateRow = typeof giftCertificates.$inferSelect;
export type NewGiftCertificate = typeof giftCertificates.$inferInsert;
/** A certificate with the times it was spent on this shop's orders (its 'used' redemptions). */
export type GiftCertificateWithUse = GiftCertificateRow & { spentOnOrders: number };

/**
 * A certificate's columns and its 'used' redemptions: the checkout marks them, nothing else has to count.
 * The outer column is written with its table: a query on one table renders `${giftCertificates.giftCertificateId}`
 * unqualified, which inside the subquery meant the redemption's own column — every used code counted for all.
 */
const withUse = {
  ...getTableColumns(giftCertificates),
  spentOnOrders: sql<number>`(SELECT count(*)::int FROM user_gift_certificates spent
    WHERE spent.gift_certificate_id = "gift_certificates"."gift_certificate_id" AND spent.status = 'used')`,
};

export async function findGiftCertificateByCode(tx: Db | Tx, code: string): Promise<GiftCertificateWithUse | undefined> {
  const [row] = await tx.select(withUse).from(giftCertificates).where(eq(giftCertificates.code, code));
  return row;
}

/** The certificates redeemed on a cart, in the order they were added, with their redemption id. */
export function selectCartCertificates(tx: Db | Tx, cartId: number) {
  return tx
    .select({ userGiftCertificateId: userGiftCertificates.userGiftCertificateId, certificate: withUse })
    .from(userGiftCertificates)
    .innerJoin(giftCertificates, eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId))
    .where(and(eq(userGiftCertificates.cartId, cartId), eq(userGiftCertificates.status, 'applied')))
    .orderBy(asc(userGiftCertificates.userGiftCertificateId));
}
export type CartCertificateRow = Awaited<ReturnType<typeof selectCartCertificates>>[number];

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

export async function insertGiftCertificates(tx: Db | Tx, rows: NewGiftCertificate[]) {
  if (rows.length > 0) await tx.insert(giftCertificates).values(rows).onConflictDoNothing();
}

/**
 * Gives back the certificates spent on an order that is cancelled: its 'used' redemptions (those of the
 * order's cart, and those its adjustments snapshot names) are removed, so they no longer count against
 * `max_redemptions` — a single-use code can be redeemed again — and the shopper's list shows them
 * available. The order keeps its snapshot, the history of what it used. Answers how many came back.
 */
export async function returnSpentCertificates(
  tx: Tx,
  spent: { userId: number; cartId: number | null; userGiftCertificateIds: readonly number[] },
): Promise<number> {
  const ids = spent.userGiftCertificateIds.filter((id) => id > 0);
  const onOrder = or(
    spent.cartId === null ? undefined : eq(userGiftCertificates.cartId, spent.cartId),
    ids.length > 0 ? inArray(userGiftCertificates.userGiftCertificateId, ids) : undefined,
  );
  if (!onOrder) return 0;
  const returned = await tx
    .delete(userGiftCertificates)
    .where(and(eq(userGiftCertificates.userId, spent.userId), eq(userGiftCertificates.status, 'used'), onOrder))
    .returning({ id: userGiftCertificates.userGiftCertificateId });
  return returned.length;
}
