import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import type { UserRow } from '../users/user.repository';

export type SessionRow = typeof sessions.$inferSelect;
type Queryable = Db | Tx;

export async function insertSession(
  db: Queryable,
  values: { userId: number; tokenHash: string; rememberMe: boolean; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

/** The session with this token hash and its user, in one query. */
export async function findSessionWithUser(
  db: Queryable,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.sessionId, sessionId));
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user, but the one to keep (the session that changed the password). */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keepSessionId === undefined ? live : and(live, ne(sessions.sessionId, keepSessionId)));
}
