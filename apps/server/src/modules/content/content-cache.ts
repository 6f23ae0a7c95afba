import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ContentAnswer, ContentQuery, ContentSource } from './content-source';

/** How long an answer is kept at most: a WordPress source's edits show within this time. */
export const CONTENT_CACHE_TTL_MS = 60_000;

/** An answer ready to send: its JSON text and the weak ETag of that text. */
export type CachedAnswer = { status: number; json: string; etag: string; total?: ContentAnswer['total'] };

/** The cache key of a query: its parameters in alphabetical order (they come so from the routes). */
export function queryKey(query: ContentQuery): string {
  return Object.keys(query)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(query[name] as string)}`)
    .join('&');
}

/**
 * The answers of a content source, kept in memory per brand + path + query + Italian day (slides
 * depend on the day). Invalidated by `changed()`, which the embedded loader calls after each reload;
 * otherwise an answer lives CONTENT_CACHE_TTL_MS. One process's cache: another instance keeps its own
 * (each loads the same files at its start; a WordPress source's edits reach each within the TTL).
 * Concurrent misses of one key ask the source once.
 */
export class ContentCache {
  private readonly answers: LRUCache<string, Promise<CachedAnswer>>;

  constructor(
    private readonly source: ContentSource,
    private readonly brand: string,
    { max = 1000, ttl = CONTENT_CACHE_TTL_MS }: { max?: number; ttl?: number } = {},
  ) {
    this.answers = new LRUCache({ max, ttl });
  }

  /** The answer to `path` + `query` on `day` (YYYY-MM-DD), from the cache or the source. */
  answer(path: string, query: ContentQuery, day: string): Promise<CachedAnswer> {
    const key = `${this.brand}|${day}|${path}?${queryKey(query)}`;
    const cached = this.answers.get(key);
    if (cached) return cached;
    const fresh = this.source.answer(path, query).then((answer) => {
      const json = JSON.stringify(answer.body);
      const etag = `W/"${createHash('sha1').update(`${answer.status}\n${json}`).digest('base64url')}"`;
      return { status: answer.status, json, etag, total: answer.total };
    });
    this.answers.set(key, fresh);
    // A failure (thrown, or a 5xx such as an unreachable WordPress's 503) is not kept: the next call asks again.
    const forget = () => {
      if (this.answers.get(key) === fresh) this.answers.delete(key);
    };
    fresh.then((answer) => answer.status >= 500 && forget(), forget);
    return fresh;
  }

  /** Forgets every answer: the content changed. */
  changed(): void {
    this.answers.clear();
  }
}

/** True when the request's If-None-Match names this ETag (or is `*`): the client's copy is current. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
