import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rawStatement, runRaw, tableReader } from '../../db/raw-query';
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

const sessionColumns = tableReader(sessions);
const userColumns = tableReader(users);
/**
 * Run on every request with a session: a named prepared statement mapped by hand (no query building,
 * no generic per-column mapping per call), one round trip.
 */
const sessionWithUser = rawStatement(
  'session_with_user',
  sql`SELECT ${sessionColumns.list}, ${userColumns.list} FROM ${sessions}
    JOIN ${users} ON ${users.userId} = ${sessions.userId}
    WHERE ${sessions.tokenHash} = $1 LIMIT 1`,
);

/** The session with this token hash and its user, in one query. */
export async function findSessionWithUser(
  db: Queryable,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await runRaw(db, sessionWithUser, [tokenHash]);
  if (!row) return undefined;
  return { session: sessionColumns.read(row, 0), user: userColumns.read(row, sessionColumns.width) };
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
