import { errorCodes, errorTexts } from '@spesa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * The web app's session (docs/decisions/0016): HttpOnly, so a script injected in the page cannot
 * read it, and SameSite=Lax, so another site's forms and scripts do not carry it.
 */
export const SESSION_COOKIE = 'ebsn_session';
/**
 * No secret, only "a session cookie was set": the web app cannot read the HttpOnly cookie, and this
 * tells it whether to ask auth/test who is logged in or to paint a visitor at once. Set and cleared
 * with the session cookie, with the same lifetime.
 */
export const SIGNED_IN_COOKIE = 'ebsn_signed_in';
/** The header the shop's clients send on every call (the specification's `X-Ebsn-Client: production`). */
export const CLIENT_HEADER = 'x-ebsn-client';

export const crossSiteRefused = () =>
  new HttpError(403, { code: errorCodes.crossSiteRequest, description: errorTexts.crossSiteRequest });

/** Secure on https: the shop's public address says so, or the request came that way (behind a trusted proxy too). */
function isSecure(request: FastifyRequest): boolean {
  return request.server.config.PUBLIC_URL?.startsWith('https:') === true || request.protocol === 'https';
}

/**
 * Sets the session cookie of a login: persistent until the session's end with remember me, a
 * browser-session cookie without (closing the browser ends it, as the server's idle timeout would).
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date | null): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure(request), expires: expiresAt ?? undefined };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', common);
}

/** Tells the browser to forget the session cookie (logout, an expired session, every session ended). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure(request) };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, common);
}

/** The session cookie's token, when the request carries one. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return value === undefined || value === '' ? null : value;
}

/** Whether an Origin header names the shop itself: its public address, or the host the request was sent to. */
function isShopOrigin(request: FastifyRequest, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed or privacy-stripped origin) and anything malformed
  }
  const publicUrl = request.server.config.PUBLIC_URL;
  if (publicUrl !== undefined && url.origin === new URL(publicUrl).origin) return true;
  // Through URL, so that 'localhost:80' and 'localhost' are the same host.
  const requestedAddress = `${url.protocol}//${request.headers.host ?? ''}`;
  return URL.canParse(requestedAddress) && url.host === new URL(requestedAddress).host;
}

/**
 * Whether a request was sent by the shop's own pages (the CSRF check): the web app sends
 * X-Ebsn-Client on every call, which another site's form cannot and its script may not (that
 * would need CORS, which the shop does not grant); a plain form of the shop's own pages (the test
 * gateway's) has the shop's Origin.
 */
export function comesFromShopPages(request: FastifyRequest): boolean {
  const client = request.headers[CLIENT_HEADER];
  if (typeof client === 'string' && client !== '') return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && isShopOrigin(request, origin);
}
