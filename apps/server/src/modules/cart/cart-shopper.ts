import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { mapsPerOwner } from '../../lib/maps-per-owner';
import { sessionExpired, sessionTokenOf } from '../../plugins/session';
import { hashSecretToken } from '../auth/secret-token';
import { findSessionWithUser, touchSession } from '../auth/session.repository';
import { sessionStatus } from '../auth/session.service';

/**
 * The session check of a cart call, run as the first statement of the cart's transaction
 * (`withOpenCart`): it goes out in the same write as BEGIN, the lock and the answer's rows, instead
 * of a round trip of its own (a pooled connection taken and given back, a write and a wake-up of a
 * PostgreSQL backend) before the transaction. Rejects with the 419 of `requireUser`.
 */
export type SessionCheck = (tx: Tx) => Promise<void>;

/** Whom a cart call is for: the shopper's id, and the check of their session when it is still to be made. */
export type Shopper = { userId: number; check?: SessionCheck };

/**
 * The shopper of each session token hash a cart call has seen live, per database: a session's user
 * never changes, so the cart's statements can be sent for that user before the session's row is
 * read again. Bounded: cleared whole past the limit.
 */
const usersOf = mapsPerOwner<Db, string, number>();
const KNOWN_SESSIONS_LIMIT = 50_000;

/** The checks pending per request (set by the onRequest hook, taken by the handler), with the session to touch once the call is done. */
type Pending = { hash: string; userId: number; touch?: number };
const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * The onRequest hook and the shopper of the hot cart calls (cart/add, cart/update). A request whose
 * session token a cart call has already seen live skips `requireUser`'s own round trip: the session
 * is read by the call's transaction (`Shopper.check`), with the same outcome (419 when it is not live,
 * `request.user` and `request.session` set when it is, last_used_at written once the call is done).
 * Any other request goes through `requireUser` first, as every other route.
 */
export function pipelinedSessions(app: FastifyInstance) {
  const known = usersOf(app.db);

  const onRequest = async (request: FastifyRequest) => {
    const token = sessionTokenOf(request);
    const hash = token === null || token === 'invalid' ? null : hashSecretToken(token);
    const userId = hash === null ? undefined : known.get(hash);
    if (hash !== null && userId !== undefined) {
      pendingOf.set(request, { hash, userId });
      return;
    }
    await app.requireUser(request);
    if (hash === null || !request.user) return;
    if (known.size >= KNOWN_SESSIONS_LIMIT) known.clear();
    known.set(hash, request.user.userId);
  };

  const checkOf =
    (request: FastifyRequest, pending: Pending): SessionCheck =>
    async (tx) => {
      const { state, touch } = sessionStatus(await findSessionWithUser(tx, pending.hash), Date.now());
      // A session's user never changes; another user here is a session no longer known: refused as one.
      if (state.status !== 'valid' || state.user.userId !== pending.userId) {
        known.delete(pending.hash);
        throw sessionExpired();
      }
      request.user = state.user;
      request.session = state.session;
      request.sessionState = Promise.resolve(state);
      if (touch) pending.touch = state.session.sessionId;
    };

  /** Runs a cart call for the request's shopper (checking the session in its transaction when the onRequest hook left it). */
  const asShopper = async <T>(request: FastifyRequest, call: (shopper: Shopper) => Promise<T>): Promise<T> => {
    const pending = pendingOf.get(request);
    if (!pending) return call({ userId: (request.user as { userId: number }).userId });
    pendingOf.delete(request);
    try {
      return await call({ userId: pending.userId, check: checkOf(request, pending) });
    } finally {
      // After the transaction (its connection given back), as `requireUser` would have written it before.
      if (pending.touch !== undefined) await touchSession(app.db, pending.touch);
    }
  };

  return { onRequest, asShopper };
}
