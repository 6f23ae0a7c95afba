/**
 * The session lives in a cookie the server sets at login (docs/decisions/0016): HttpOnly, so no
 * script of the page, ours or an injected one, can read it, and the browser sends it with every
 * call. Beside it the server sets `ebsn_signed_in=1`, no secret and with the same lifetime: it only
 * tells the web app that a session cookie exists, so it asks the server who is logged in, or draws
 * a visitor at once.
 */
const SIGNED_IN_COOKIE = 'ebsn_signed_in';

export const sessionCookie = {
  /** True when the browser holds a session cookie (it may still have expired on the server: auth/test tells). */
  present: () => document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`)),
  /**
   * The session has ended (logout, 419, every session ended): the server clears both cookies in its
   * answer; this drops the hint at once too, whatever the answer was.
   */
  forget: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain expiry of a hint cookie; the Cookie Store API is not in every browser the shop serves.
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
};
