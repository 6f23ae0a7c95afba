import { contentPaths, menuLocations } from '@spesa/domain';
import { type ContentAnswer, type ContentSource, ContentUnavailableError, wordpressError } from './content-source';

export type WordpressSourceOptions = {
  /** WORDPRESS_URL: the WordPress's own address (`https://cms.example.it` or `http://wordpress:8080/blog`). */
  baseUrl: string;
  /** The shop's public address: a post's `link` on the WordPress host becomes this address. */
  publicUrl: string;
  timeoutMs?: number;
  /** The largest answer read; a larger one counts as WordPress failing. */
  maxBytes?: number;
};

/** The routes proxied: the contract's, nothing else of WordPress's API (users, settings…) is reachable through the shop. */
const proxiedRoutes = new Set<string>([
  ...Object.values(contentPaths).filter((path) => typeof path === 'string'),
  ...menuLocations.map((location) => contentPaths.menuLocation(location)),
]);
export const isProxiedRoute = (route: string) => proxiedRoutes.has(route);

const MAX_QUERY_LENGTH = 2048;
/** The only WordPress headers an answer keeps. */
const forwardedHeaders = ['x-wp-total', 'x-wp-totalpages'];

/**
 * The content API answered by the brand's WordPress (decision 0027): `GET {WORDPRESS_URL}/?rest_route=…`,
 * which works with plain and pretty permalinks alike, the query string forwarded. The answer keeps
 * WordPress's shape and status (a 404 `rest_no_route` stays one); links to the WordPress host become
 * the shop's addresses; `_links` (WordPress's own API navigation, not proxied) is dropped. A refused
 * connection, a timeout, a 5xx, an answer over `maxBytes` or one that is not JSON throws
 * ContentUnavailableError.
 */
export function createWordpressSource({
  baseUrl,
  publicUrl,
  timeoutMs = 5000,
  maxBytes = 2 * 1024 * 1024,
}: WordpressSourceOptions): ContentSource {
  const base = baseUrl.replace(/\/+$/, '');
  const shop = publicUrl.replace(/\/+$/, '');
  /** The addresses WordPress writes its own links with: WORDPRESS_URL and its `home` option, once known. */
  const wordpressHomes = new Set([base]);
  let homeAsked: Promise<void> | null = null;

  async function fetchJson(route: string, query: URLSearchParams): Promise<ContentAnswer> {
    const url = new URL(`${base}/`);
    url.searchParams.set('rest_route', route);
    for (const [key, value] of query) if (key !== 'rest_route') url.searchParams.append(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ContentUnavailableError(`WordPress did not answer ${route}: ${(error as Error).message}`);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new ContentUnavailableError(`WordPress answered ${response.status} to ${route}`);
    }
    const text = await readBounded(response, maxBytes);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ContentUnavailableError(`WordPress answered ${route} with something that is not JSON`);
    }
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    return { status: response.status, body, headers };
  }

  /** Learns WordPress's `home` (from its API index) once, so links written with it are rewritten too. */
  function learnHome() {
    homeAsked ??= fetchJson('/', new URLSearchParams({ _fields: 'home,url' }))
      .then(({ body }) => {
        const { home, url } = (body ?? {}) as { home?: unknown; url?: unknown };
        for (const address of [home, url]) if (typeof address === 'string') wordpressHomes.add(address.replace(/\/+$/, ''));
      })
      .catch(() => {
        homeAsked = null;
      });
    return homeAsked;
  }

  /** The path of an address on the WordPress host (`/page/chi-siamo`), or null for any other address. */
  function wordpressPath(address: string): string | null {
    for (const home of wordpressHomes) {
      if (address === home) return '/';
      if (address.startsWith(`${home}/`) || address.startsWith(`${home}?`)) return address.slice(home.length);
    }
    return null;
  }

  /** `link` → the shop's address; a menu item's `url` and a custom field's `link` → the app path. */
  function rewrite(value: unknown, key = ''): unknown {
    if (Array.isArray(value)) return value.map((item) => rewrite(item));
    if (value !== null && typeof value === 'object') {
      const result: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(value)) {
        if (name === '_links') continue;
        result[name] = rewrite(field, key === 'acf' ? `acf.${name}` : name);
      }
      return result;
    }
    if (typeof value !== 'string') return value;
    if (key === 'link' || key === 'url' || key === 'acf.link') {
      const path = wordpressPath(value);
      if (path !== null) return key === 'link' ? `${shop}${path}` : path;
    }
    return value;
  }

  return {
    kind: 'wordpress',
    async get(route, query) {
      if (!isProxiedRoute(route))
        return wordpressError(404, 'rest_no_route', 'Nessun percorso corrisponde all’URL e al metodo richiesti.');
      if (query.toString().length > MAX_QUERY_LENGTH) return wordpressError(400, 'rest_invalid_param', 'Parametri non validi.');
      await learnHome();
      const answer = await fetchJson(route, query);
      return { ...answer, body: rewrite(answer.body) };
    },
  };
}

/** The body as text, refusing more than `maxBytes` whatever Content-Length says (the fetch's timeout also covers a body that trickles). */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ContentUnavailableError(`WordPress's answer is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new ContentUnavailableError(`WordPress's answer is larger than ${maxBytes} bytes`);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (error instanceof ContentUnavailableError) throw error;
    throw new ContentUnavailableError(`WordPress's answer broke off: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
