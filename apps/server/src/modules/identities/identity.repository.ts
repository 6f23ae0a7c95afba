import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type IdentityProvider, userIdentities } from '../../db/schema/accounts';

/**
 * The identities sign-in providers vouch for (SAML, Google, Facebook) and the accounts they open
 * (decision 0038). Shared by the SAML and the social login modules: an identity is always found by
 * provider + issuer + subject, never by e-mail.
 */
export type IdentityRow = typeof userIdentities.$inferSelect;
export type IdentityKey = { provider: IdentityProvider; issuer: string; subject: string };

type Queryable = Db | Tx;

const sameKey = (key: IdentityKey) =>
  and(eq(userIdentities.provider, key.provider), eq(userIdentities.issuer, key.issuer), eq(userIdentities.subject, key.subject));

export async function findIdentity(db: Queryable, key: IdentityKey): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(userIdentities).where(sameKey(key)).limit(1);
  return row;
}

/**
 * Links `key` to `userId`. Answers the identity as stored: when the same identity was linked a moment
 * earlier (a double click, another instance), the first link stands and is answered.
 */
export async function linkIdentity(tx: Queryable, userId: number, key: IdentityKey, email: string | null): Promise<IdentityRow> {
  await tx
    .insert(userIdentities)
    .values({ userId, ...key, email })
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.issuer, userIdentities.subject] });
  const stored = await findIdentity(tx, key);
  if (!stored) throw new Error('user_identities: the linked identity is missing');
  return stored;
}

export async function touchIdentity(db: Queryable, identityId: number): Promise<void> {
  await db.update(userIdentities).set({ lastUsedAt: sql`now()` }).where(eq(userIdentities.identityId, identityId));
}

export async function listIdentitiesOfUser(db: Queryable, userId: number): Promise<IdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.identityId));
}

/** Removes one of the user's identities; answers whether there was one to remove. */
export async function unlinkIdentity(tx: Queryable, userId: number, identityId: number): Promise<boolean> {
  const removed = await tx
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.identityId, identityId)))
    .returning({ identityId: userIdentities.identityId });
  return removed.length > 0;
}
