import { errorCodes, errorTexts } from '@spesa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import type { SessionRow } from '../modules/auth/session.repository';
import { createSessionService, type SessionLookup, type SessionService } from '../modules/auth/session.service';
import type { UserRow } from '../modules/users/user.repository';
import { clearSessionCookies, comesFromShopPages, crossSiteRefused, sessionCookieOf } from './session-cookie';

/** The request header that carries the session token of the mobile app and API clients. */
export const SESSION_HEADER = 'x-ebsn-session';

type SessionState = { status: 'none' } | SessionLookup;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /**
     * 401 without a session header, 419 for an unknown, expired or revoked session. Routes run it as
     * their `onRequest` hook, so the login is checked before the body is read: a visitor gets 401
     * whatever they send, never a 400 about a body they may not send at all.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The logged-in shopper, set once the session is resolved (by `requireUser` or `resolveSession`). */
    user: UserRow | null;
    session: SessionRow | null;
    /** Looks the session up at most once per request; later calls reuse the answer. */
    resolveSession(): Promise<SessionState>;
    sessionState: Promise<SessionState> | null;
  }
}

export const loginRequired = () => new HttpError(401, { code: errorCodes.unauthorized, description: errorTexts.loginRequired });
export const sessionExpired = () =>
  new HttpError(419, { code: errorCodes.sessionExpired, description: errorTexts.sessionExpired });

/** The logged-in shopper's id; `requireUser` runs before every handler that reads it. */
export const userIdOf = (request: FastifyRequest) => (request.user as UserRow).userId;

/** Whether the request's session is the web app's cookie (no X-Ebsn-Session header beside it). */
function carriesSessionInCookie(request: FastifyRequest): boolean {
  const value = request.headers[SESSION_HEADER];
  return (value === undefined || value === '') && sessionCookieOf(request) !== null;
}

/**
 * The session token the request carries, or null: the X-Ebsn-Session header (the mobile app, API
 * clients), else the web app's cookie. A repeated header is no valid token. The cookie counts only
 * on a call sent by the shop's own pages: a browser adds it to any request to the shop, so another
 * site could otherwise act in the shopper's name (CSRF): 403.
 */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[SESSION_HEADER];
  if (value !== undefined && value !== '') return typeof value === 'string' ? value.trim() : 'invalid';
  const cookie = sessionCookieOf(request);
  if (cookie === null) return null;
  if (!comesFromShopPages(request)) throw crossSiteRefused();
  return cookie;
}

/**
 * Sessions for every route: `request.resolveSession()` finds the session of `X-Ebsn-Session` or of
 * the session cookie once per request (only when a route asks), fills `request.user` and
 * `request.session`, and `app.requireUser` guards the routes that need a shopper. A 419 answered
 * to the cookie's session also tells the browser to forget the cookie.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sessions', createSessionService(app.db));
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionState', null);
  app.decorateRequest('resolveSession', function (this: FastifyRequest) {
    this.sessionState ??= lookUp(app.sessions, this);
    return this.sessionState;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const state = await request.resolveSession();
    if (state.status === 'none') throw loginRequired();
    if (state.status === 'invalid') throw sessionExpired();
  });

  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 419 && carriesSessionInCookie(request)) clearSessionCookies(request, reply);
  });
});

async function lookUp(sessions: SessionService, request: FastifyRequest): Promise<SessionState> {
  const token = sessionTokenOf(request);
  if (token === null) return { status: 'none' };
  const state = await sessions.lookup(token);
  if (state.status === 'valid') {
    request.user = state.user;
    request.session = state.session;
  }
  return state;
}
