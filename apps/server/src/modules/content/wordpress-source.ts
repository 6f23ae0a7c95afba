import {
  contentAwardSchema,
  contentFaqSchema,
  contentFlyerSchema,
  contentMenuSchema,
  contentPageSchema,
  contentPaths,
  contentSlideSchema,
  contentTermSchema,
  contentUxBlockSchema,
  menuLocations,
} from '@spesa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { type ContentAnswer, type ContentQuery, type ContentSource, noRouteAnswer, wordpressError } from './content-source';

/** WordPress could not answer (down, too slow, answered nonsense). */
export class ContentUnavailableError extends Error {}

/** WordPress's error shape with 503: WordPress is unavailable and no copy of the answer is kept. */
export const unavailableAnswer: ContentAnswer = {
  status: 503,
  body: wordpressError(503, 'rest_content_unavailable', 'I contenuti non sono disponibili in questo momento. Riprova tra poco.'),
};

export type WordpressSourceOptions = {
  /** WORDPRESS_URL: the WordPress's own address (`https://cms.example.it` or `http://wordpress:8080/blog`). */
  baseUrl: string;
  /** The shop's public address: a post's `link` on the WordPress host becomes this address. */
  publicUrl: string;
  timeoutMs?: number;
  /** The largest answer read; a larger one counts as WordPress failing. */
  maxBytes?: number;
  /** How long the last good copy of each answer is kept for outages, and how many. */
  keepMs?: number;
  keepMax?: number;
  /** Called with the reason when WordPress fails (the app logs it). */
  onUnavailable?: (error: ContentUnavailableError) => void;
};

/** The routes proxied: the contract's, nothing else of WordPress's API (users, settings…) is reachable through the shop. */
const proxiedRoutes = new Set<string>([
  ...Object.values(contentPaths).filter((path) => typeof path === 'string'),
  ...menuLocations.map((location) => contentPaths.menuLocation(location)),
]);
export const isProxiedRoute = (route: string) => proxiedRoutes.has(route);

/**
 * The contract's shape of each path's 200 answer: WordPress's answer is parsed with it, so the shop
 * answers exactly the contract's fields whichever source answered (WordPress's extra ones, `guid`,
 * `author`, `_links`…, are dropped), and a WordPress without the plugin is a failure, not a broken page.
 */
const menuSchemas = menuLocations.map((location) => [contentPaths.menuLocation(location), contentMenuSchema] as const);
const answerSchemas = new Map<string, z.ZodType>([
  [contentPaths.pages, z.array(contentPageSchema)],
  [contentPaths.slides, z.array(contentSlideSchema)],
  [contentPaths.flyers, z.array(contentFlyerSchema)],
  [contentPaths.faqs, z.array(contentFaqSchema)],
  [contentPaths.faqCategories, z.array(contentTermSchema)],
  [contentPaths.awards, z.array(contentAwardSchema)],
  [contentPaths.uxBlocks, z.array(contentUxBlockSchema)],
  ...menuSchemas,
]);

/**
 * The content API answered by the brand's WordPress (decision 0027), behind the same routes and cache
 * as the embedded content: `GET {WORDPRESS_URL}/?rest_route=<path>&<query>`, which works with plain
 * and pretty permalinks alike. The answer keeps WordPress's body, status (a 404 or 400 stays one) and
 * X-WP-Total/X-WP-TotalPages; a `link` on the WordPress host becomes the shop's address, a menu's
 * `url` and a custom field's `link` the app path; only the contract's fields are kept (`answerSchemas`).
 * When WordPress fails — refused, past the timeout, a 5xx, over `maxBytes`,
 * not JSON — the last good copy of that answer is served, else WordPress's 503 shape. Never throws.
 */
export function createWordpressSource({
  baseUrl,
  publicUrl,
  timeoutMs = 5000,
  maxBytes = 2 * 1024 * 1024,
  keepMs = 86_400_000,
  keepMax = 1000,
  onUnavailable = () => {},
}: WordpressSourceOptions): ContentSource {
  const base = baseUrl.replace(/\/+$/, '');
  const shop = publicUrl.replace(/\/+$/, '');
  /** The addresses WordPress writes its own links with: WORDPRESS_URL and its `home` option, once known. */
  const wordpressHomes = new Set([base]);
  let homeAsked: Promise<void> | null = null;
  const kept = new LRUCache<string, ContentAnswer>({ max: keepMax, ttl: keepMs });

  async function fetchJson(route: string, query: ContentQuery): Promise<ContentAnswer> {
    const url = new URL(`${base}/`);
    url.searchParams.set('rest_route', route);
    for (const [key, value] of Object.entries(query)) if (key !== 'rest_route') url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ContentUnavailableError(`WordPress did not answer ${route}: ${(error as Error).message}`);
    }
    // Followed blindly, a redirect could lead anywhere: it is a WORDPRESS_URL to correct.
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new ContentUnavailableError(
        `WordPress redirected ${route} to ${response.headers.get('location')}: set WORDPRESS_URL to WordPress's own address`,
      );
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
    const items = Number(response.headers.get('x-wp-total') ?? Number.NaN);
    const pages = Number(response.headers.get('x-wp-totalpages') ?? Number.NaN);
    const total = Number.isInteger(items) && Number.isInteger(pages) ? { items, pages } : undefined;
    return { status: response.status, body, ...(total ? { total } : {}) };
  }

  /** Learns WordPress's `home` (from its API index) once, so links written with it are rewritten too. */
  function learnHome() {
    homeAsked ??= fetchJson('/', { _fields: 'home,url' })
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
    async answer(path, query) {
      if (!isProxiedRoute(path)) return noRouteAnswer;
      const key = `${path}?${new URLSearchParams(query)}`;
      try {
        await learnHome();
        const answer = await fetchJson(path, query);
        const shaped = { ...answer, body: rewrite(answer.body) };
        if (shaped.status !== 200) return shaped;
        const parsed = answerSchemas.get(path)?.safeParse(shaped.body) ?? { success: true, data: shaped.body };
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ContentUnavailableError(
            `WordPress's answer to ${path} is not the contract's (is the spesa-content plugin installed?): ${issue?.path.join('.')} ${issue?.message}`,
          );
        }
        const contractual = { ...shaped, body: parsed.data };
        kept.set(key, contractual);
        return contractual;
      } catch (error) {
        if (!(error instanceof ContentUnavailableError)) throw error;
        onUnavailable(error);
        return kept.get(key) ?? unavailableAnswer;
      }
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

/** WORDPRESS_URL mode's source for the content plugin; undefined (the embedded content) without it. */
export function wordpressSourceFor(config: AppConfig, log: FastifyBaseLogger): ContentSource | undefined {
  if (!config.WORDPRESS_URL) return undefined;
  return createWordpressSource({
    baseUrl: config.WORDPRESS_URL,
    publicUrl: config.publicUrl,
    timeoutMs: config.WORDPRESS_TIMEOUT_MS,
    onUnavailable: (error) => log.warn(`content: ${error.message}`),
  });
}
