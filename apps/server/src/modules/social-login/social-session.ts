import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookies } from '../../plugins/session-cookie';
import { ACCOUNT_ANSWER_HEADER, SESSION_ANSWER_HEADER } from '../auth/auth.routes';
import { SIGNUP_LIFETIME_MS } from './social-login.service';

/** The browser key of a sign-in in progress (HttpOnly): only the browser that started it can finish it. */
export const SOCIAL_FLOW_COOKIE = 'ebsn_social_flow';
/** The pending sign-up of a new shopper (HttpOnly); the app sends it as the header below instead. */
export const SOCIAL_SIGNUP_COOKIE = 'ebsn_social_signup';
export const SOCIAL_SIGNUP_HEADER = 'x-ebsn-social-signup';

const isSecure = (request: FastifyRequest) =>
  request.server.config.PUBLIC_URL?.startsWith('https:') === true || request.protocol === 'https';

/** Lax: the provider's redirect back is a top-level GET navigation, which carries it; another site's POST does not. */
const cookieOptions = (request: FastifyRequest, path: string, maxAgeMs: number) => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isSecure(request),
  maxAge: Math.floor(maxAgeMs / 1000),
});

export const FLOW_COOKIE_PATH = '/ebsn/api/social-login';
export const SIGNUP_COOKIE_PATH = '/ebsn/api/registration';

export function setFlowCookie(request: FastifyRequest, reply: FastifyReply, browserKey: string, lifetimeMs: number) {
  reply.setCookie(SOCIAL_FLOW_COOKIE, browserKey, cookieOptions(request, FLOW_COOKIE_PATH, lifetimeMs));
}

export function clearFlowCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SOCIAL_FLOW_COOKIE, cookieOptions(request, FLOW_COOKIE_PATH, 0));
}

export function setSignupCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SOCIAL_SIGNUP_COOKIE, token, cookieOptions(request, SIGNUP_COOKIE_PATH, SIGNUP_LIFETIME_MS));
}

export function clearSignupCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SOCIAL_SIGNUP_COOKIE, cookieOptions(request, SIGNUP_COOKIE_PATH, 0));
}

/** The pending sign-up's token: the app's header, or the browser's cookie. */
export function signupTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[SOCIAL_SIGNUP_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  return request.cookies[SOCIAL_SIGNUP_COOKIE] || null;
}

/** Opens a remembered session as a login by form with remember me does: cookie for the web, headers for the app. */
export async function openSocialSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const { token, session } = await request.server.sessions.open(userId, true);
  reply.header(SESSION_ANSWER_HEADER, token).header(ACCOUNT_ANSWER_HEADER, String(userId));
  setSessionCookies(request, reply, token, session.expiresAt);
}

/** A path inside the shop ('/…', not '//…' nor '/\…'): never a redirect to another site. */
export function shopPath(candidate: string | undefined, fallback = '/'): string {
  return candidate && /^\/(?![/\\])/.test(candidate) && !/[\r\n]/.test(candidate) ? candidate : fallback;
}
