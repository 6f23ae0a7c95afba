/**
 * The links the app opens itself (second spec file, section 2: "Deep links known to the app"), in
 * the web router's pattern syntax. One list serves the web app (which of an incoming link's paths it
 * routes) and the server (the paths apple-app-site-association claims for the app).
 */
export const DEEP_LINK_PATTERNS = [
  '/profile/orders',
  '/checkout',
  '/search',
  '/product/:slug',
  '/category/*',
  '/profile/orders/:orderId',
] as const;

export type DeepLinkPattern = (typeof DEEP_LINK_PATTERNS)[number];

/** A pattern as a regular expression over a URL's path: `:name` is one segment, a final `*` one or more. */
function patternExpression(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '[^?#]+';
      if (segment.startsWith(':')) return '[^/?#]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const deepLinkExpressions = DEEP_LINK_PATTERNS.map(patternExpression);

/** True when a path (no query or hash) is one the app opens from a link. */
export function isDeepLinkPath(pathname: string): boolean {
  // A segment `.` or `..` could walk out of the allowed prefix once the router resolves it.
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..' || /%2e/i.test(segment))) return false;
  return deepLinkExpressions.some((expression) => expression.test(pathname));
}

/**
 * A pattern as an apple-app-site-association `components` path: a `:name` segment or a final `*`
 * becomes `*` (Apple's wildcard, any characters).
 */
export function appleComponentPath(pattern: DeepLinkPattern): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '*' : segment))
    .join('/');
}
