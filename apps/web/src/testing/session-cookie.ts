/**
 * As after a login: the `ebsn_signed_in` cookie the server sets beside the HttpOnly session cookie
 * (which a page, and so jsdom's, never sees). Cleared after every test (setup-tests.ts).
 */
export function setSignedInCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  document.cookie = 'ebsn_signed_in=1; Path=/';
}

/** Whether the page still takes the browser for logged in. */
export const hasSignedInCookie = () => document.cookie.includes('ebsn_signed_in=');
