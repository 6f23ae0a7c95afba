/**
 * What answers the content paths (docs/decisions/0023). The routes (content.routes.ts) validate the
 * query, then ask the brand's source through the cache (content-cache.ts): the embedded source
 * (embedded-content-source.ts, the files loaded into `content_entries`) by default, a proxy to the
 * brand's WordPress when WORDPRESS_URL is set. A source answers WordPress's own shapes and errors;
 * the routes add ETag, Cache-Control and the X-WP-Total headers.
 *
 * To plug another source: implement `ContentSource`, give it to `contentPlugin` as `source` (see
 * content.plugin.ts), and call `changed()` of the plugin's `ContentCache` when its content changes
 * (or let entries age out: they live at most `CONTENT_CACHE_TTL_MS`).
 */
export interface ContentSource {
  /** 'embedded' or 'wordpress': shown in logs and tests only. */
  readonly kind: string;
  /**
   * The answer to one content path (`/wp/v2/pages`, `/menus/v1/locations/header`: as under
   * CONTENT_API_PREFIX) with its validated query: every parameter as a string, `per_page` and
   * `page` always present (defaults applied), `hash` removed. Never throws for a client's mistake:
   * those are answers with a 4xx status and WordPress's error body.
   */
  answer(path: string, query: ContentQuery): Promise<ContentAnswer>;
}

/** The validated query: parameter name → value (lists comma-separated), keys in alphabetical order. */
export type ContentQuery = Readonly<Record<string, string>>;

export type ContentAnswer = {
  status: number;
  /** The JSON body: a list of posts, a menu, a list of terms, or WordPress's error. */
  body: unknown;
  /** For lists: X-WP-Total and X-WP-TotalPages. */
  total?: { items: number; pages: number };
};

/** WordPress's error body (`wordpressErrorSchema`). */
export function wordpressError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return { code, message, data: { status, ...extra } };
}

/** WordPress's answer to a path it has no route for. */
export const noRouteAnswer: ContentAnswer = {
  status: 404,
  body: wordpressError(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
};

/** WordPress's `rest_invalid_param`: each bad parameter with its reason. */
export function invalidParamAnswer(reasons: Record<string, string>): ContentAnswer {
  const names = Object.keys(reasons);
  return {
    status: 400,
    body: wordpressError(400, 'rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, {
      params: reasons,
      details: Object.fromEntries(
        names.map((name) => [name, { code: 'rest_invalid_param', message: reasons[name], data: null }]),
      ),
    }),
  };
}
