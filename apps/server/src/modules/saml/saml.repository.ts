import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { stores, warehouses } from '../../db/schema/catalogue';
import { samlConsumedAssertions, samlRequestIds } from '../../db/schema/saml';

type Queryable = Db | Tx;

/**
 * node-saml's cache of the AuthnRequest ids it sent, in PostgreSQL instead of one process's memory: the
 * IdP's answer may reach another instance than the one that sent the request. Entries older than
 * `maxAgeMs` count as absent and are deleted by the next save.
 */
export function postgresRequestIdCache(db: Db, maxAgeMs: number): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      await db.delete(samlRequestIds).where(lt(samlRequestIds.createdAt, new Date(Date.now() - maxAgeMs)));
      const [row] = await db
        .insert(samlRequestIds)
        .values({ requestId: key, createdAt: new Date(value) })
        .onConflictDoNothing()
        .returning();
      return row ? { value, createdAt: row.createdAt.getTime() } : null;
    },
    async getAsync(key: string): Promise<string | null> {
      const [row] = await db.select().from(samlRequestIds).where(eq(samlRequestIds.requestId, key)).limit(1);
      if (!row || row.createdAt.getTime() + maxAgeMs < Date.now()) return null;
      return row.createdAt.toISOString();
    },
    async removeAsync(key: string | null): Promise<string | null> {
      if (key === null) return null;
      const [row] = await db.delete(samlRequestIds).where(eq(samlRequestIds.requestId, key)).returning();
      return row ? row.createdAt.toISOString() : null;
    },
  };
}

/**
 * Accepts an assertion once: true when this call recorded its id, false when it had already been
 * consumed (by this instance or another, even at the same moment: the primary key decides). Ids past
 * their end are forgotten here, since an expired assertion is refused anyway.
 */
export async function consumeAssertion(tx: Queryable, issuer: string, assertionId: string, expiresAt: Date): Promise<boolean> {
  await tx.delete(samlConsumedAssertions).where(lt(samlConsumedAssertions.expiresAt, sql`now() - interval '1 day'`));
  const inserted = await tx
    .insert(samlConsumedAssertions)
    .values({ issuer, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ assertionId: samlConsumedAssertions.assertionId });
  return inserted.length === 1;
}

/** Whether the assertion was already consumed: only to name the refusal early, `consumeAssertion` is what decides. */
export async function isAssertionConsumed(db: Queryable, issuer: string, assertionId: string): Promise<boolean> {
  const [row] = await db
    .select({ assertionId: samlConsumedAssertions.assertionId })
    .from(samlConsumedAssertions)
    .where(and(eq(samlConsumedAssertions.issuer, issuer), eq(samlConsumedAssertions.assertionId, assertionId)))
    .limit(1);
  return row !== undefined;
}

export type SamlSessionFacts = { issuer: string; nameId: string; nameIdFormat: string | null; sessionIndex: string | null };

/** Marks a freshly opened session as the IdP's, with what single logout will name. */
export async function markSamlSession(tx: Queryable, sessionId: number, facts: SamlSessionFacts): Promise<void> {
  await tx
    .update(sessions)
    .set({
      openedBy: 'saml',
      samlIssuer: facts.issuer,
      samlNameId: facts.nameId,
      samlNameIdFormat: facts.nameIdFormat,
      samlSessionIndex: facts.sessionIndex,
    })
    .where(eq(sessions.sessionId, sessionId));
}

/**
 * Ends the live SAML sessions of a NameID (a logout the IdP started): only the one of `sessionIndex`
 * when the IdP names it, else all of them. Answers how many ended.
 */
export async function revokeSamlSessions(
  db: Queryable,
  issuer: string,
  nameId: string,
  sessionIndex: string | null,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.samlIssuer, issuer),
        eq(sessions.samlNameId, nameId),
        isNull(sessions.revokedAt),
        sessionIndex === null ? undefined : eq(sessions.samlSessionIndex, sessionIndex),
      ),
    )
    .returning({ sessionId: sessions.sessionId });
  return ended.length;
}

export type StaffPlacement = { staffRole: string | null; staffStoreId: number | null; staffWarehouseId: number | null };

/** Gives the account the role and the store or warehouse the IdP's attributes say, at every sign-in. */
export async function placeStaff(tx: Queryable, userId: number, placement: StaffPlacement): Promise<void> {
  await tx
    .update(users)
    .set({ ...placement, updatedAt: sql`now()` })
    .where(eq(users.userId, userId));
}

/** The id when such a store exists (an attribute naming a store the shop does not know places nobody there). */
export async function knownStoreId(db: Queryable, storeId: number | null): Promise<number | null> {
  if (storeId === null) return null;
  const [row] = await db.select({ storeId: stores.storeId }).from(stores).where(eq(stores.storeId, storeId)).limit(1);
  return row?.storeId ?? null;
}

export async function knownWarehouseId(db: Queryable, warehouseId: number | null): Promise<number | null> {
  if (warehouseId === null) return null;
  const [row] = await db
    .select({ warehouseId: warehouses.warehouseId })
    .from(warehouses)
    .where(eq(warehouses.warehouseId, warehouseId))
    .limit(1);
  return row?.warehouseId ?? null;
}
