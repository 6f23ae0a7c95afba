import { createHash } from 'node:crypto';

/**
 * One answer of the content API (`/p/wp-json/…`), in WordPress's shape: the JSON body, its status and
 * the WordPress headers that go with it (`X-WP-Total`, `X-WP-TotalPages`).
 */
export type ContentAnswer = {
  status: number;
  body: unknown;
  headers: Record<string, string>;
};

/** Where content comes from: the embedded files (default) or the brand's WordPress (WORDPRESS_URL). */
export interface ContentSource {
  readonly kind: 'embedded' | 'wordpress';
  /** `route` is the path after `/p/wp-json` (`/wp/v2/pages`); `query` its query string. */
  get(route: string, query: URLSearchParams): Promise<ContentAnswer>;
}

/** The source could not answer (down, too slow, answered nonsense): the cache serves a stale copy or a 503. */
export class ContentUnavailableError extends Error {}

/** WordPress's error answer. */
export const wordpressError = (status: number, code: string, message: string): ContentAnswer => ({
  status,
  body: { code, message, data: { status } },
  headers: {},
});

export const contentUnavailable = () =>
  wordpressError(503, 'rest_content_unavailable', 'I contenuti non sono disponibili in questo momento. Riprova tra poco.');

/** A weak ETag of a body: same JSON, same tag. */
export const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
