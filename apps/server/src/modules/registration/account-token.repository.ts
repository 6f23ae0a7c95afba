import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type AccountTokenPurpose, accountTokens } from '../../db/schema/accounts';

type Queryable = Db | Tx;

export async function insertAccountToken(
  db: Queryable,
  values: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/** Removes the unused links of one purpose: a new link replaces the older ones. */
export async function deleteUnusedAccountTokens(db: Queryable, userId: number, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function deleteAccountToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.tokenHash, tokenHash));
}

/**
 * Spends a link: marks it used when it exists, has this purpose, is unused and not expired, in one
 * UPDATE, so two clicks at once cannot both succeed. Returns the user (and the new e-mail) or nothing.
 */
export async function spendAccountToken(
  db: Queryable,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: number; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row;
}

/** The address of the newest e-mail change still waiting for its link, if any. */
export async function findPendingEmailChange(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'change_email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}
