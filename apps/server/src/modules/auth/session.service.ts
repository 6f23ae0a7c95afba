import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../users/user.repository';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from './secret-token';
import {
  findSessionWithUser,
  insertSession,
  revokeSession,
  revokeUserSessions,
  type SessionRow,
  touchSession,
} from './session.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** With remember me a session lasts 30 days from login. */
export const REMEMBER_ME_LIFETIME_MS = 30 * 24 * HOUR_MS;
/** Without remember me it ends after 24 hours without use (and when the browser forgets it). */
export const IDLE_TIMEOUT_MS = 24 * HOUR_MS;
/** last_used_at is written at most once a minute, not on every request. */
export const TOUCH_INTERVAL_MS = MINUTE_MS;

export type LiveSession = { session: SessionRow; user: UserRow };
export type SessionLookup = { status: 'valid'; session: SessionRow; user: UserRow } | { status: 'invalid' };

/** True while the session may still be used: not revoked, not past its end, not idle too long. */
export function isSessionLive(session: SessionRow, now: number): boolean {
  if (session.revokedAt !== null || session.expiresAt.getTime() <= now) return false;
  return session.rememberMe || session.lastUsedAt.getTime() + IDLE_TIMEOUT_MS > now;
}

/**
 * What a session found by its token hash (`findSessionWithUser`) is worth now, and whether its
 * last_used_at is to be written (`touchSession`, at most once a minute).
 */
export function sessionStatus(found: LiveSession | undefined, now: number): { state: SessionLookup; touch: boolean } {
  if (!found || !isSessionLive(found.session, now)) return { state: { status: 'invalid' }, touch: false };
  return { state: { status: 'valid', ...found }, touch: now - found.session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS };
}

/** Opens, finds and ends login sessions; the token goes to the client, only its hash to the database. */
export function createSessionService(db: Db) {
  return {
    async open(userId: number, rememberMe: boolean, tx: Db | Tx = db): Promise<{ token: string; session: SessionRow }> {
      const token = newSecretToken();
      // Without remember me the idle timeout ends the session first; 30 days is only the outer bound.
      const expiresAt = new Date(Date.now() + REMEMBER_ME_LIFETIME_MS);
      const session = await insertSession(tx, { userId, tokenHash: hashSecretToken(token), rememberMe, expiresAt });
      return { token, session };
    },

    async lookup(token: string): Promise<SessionLookup> {
      if (!looksLikeSecretToken(token)) return { status: 'invalid' };
      const { state, touch } = sessionStatus(await findSessionWithUser(db, hashSecretToken(token)), Date.now());
      if (touch && state.status === 'valid') await touchSession(db, state.session.sessionId);
      return state;
    },

    revoke: (sessionId: number) => revokeSession(db, sessionId),
    revokeAllOfUser: (userId: number, tx: Db | Tx = db, keepSessionId?: number) => revokeUserSessions(tx, userId, keepSessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
