import { type ContentAnswer, type ContentSource, ContentUnavailableError, contentUnavailable, etagOf } from './content-source';

export type CachedAnswer = ContentAnswer & {
  /** The body as sent, and its ETag. */
  json: string;
  etag: string;
  /** 'hit' fresh from the cache, 'stale' served while (or because) the source failed, 'miss' just asked. */
  cache: 'hit' | 'stale' | 'miss';
};

export type ContentCacheOptions = {
  /** Seconds an answer is fresh (the Cache-Control max-age). */
  freshSeconds?: number;
  /** Seconds after that it is served while a refresh runs behind it (stale-while-revalidate). */
  staleSeconds?: number;
  /** Seconds a copy is kept to be served when the source is down. */
  keepSeconds?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry = { answer: ContentAnswer; json: string; etag: string; storedAt: number };

/**
 * The content answers' cache, whatever the source: 200 answers are kept by route and query; a fresh
 * one is served as it is, a stale one is served while one refresh runs behind it, and when the source
 * fails any copy still kept is served — without one, WordPress's 503 error shape. Concurrent misses of
 * the same key ask the source once. Error answers (404, 400) are not kept.
 */
export function createContentCache(
  source: ContentSource,
  { freshSeconds = 60, staleSeconds = 600, keepSeconds = 86_400, maxEntries = 1000, now = Date.now }: ContentCacheOptions = {},
) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | ContentAnswer>>();

  const keyOf = (route: string, query: URLSearchParams) => {
    const sorted = new URLSearchParams(query);
    sorted.sort();
    return `${route}?${sorted}`;
  };

  function ask(key: string, route: string, query: URLSearchParams): Promise<Entry | ContentAnswer> {
    let promise = pending.get(key);
    if (!promise) {
      promise = source
        .get(route, query)
        .then((answer) => {
          if (answer.status !== 200) return answer;
          const json = JSON.stringify(answer.body);
          const entry = { answer, json, etag: etagOf(json), storedAt: now() };
          entries.delete(key);
          entries.set(key, entry);
          // The oldest stored first: Map keeps insertion order.
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          return entry;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  }

  const served = (entry: Entry, cache: CachedAnswer['cache']): CachedAnswer => ({
    ...entry.answer,
    json: entry.json,
    etag: entry.etag,
    cache,
  });
  const uncached = (answer: ContentAnswer): CachedAnswer => {
    const json = JSON.stringify(answer.body);
    return { ...answer, json, etag: etagOf(json), cache: 'miss' };
  };

  return {
    async get(route: string, query: URLSearchParams): Promise<CachedAnswer> {
      const key = keyOf(route, query);
      const entry = entries.get(key);
      const age = entry ? (now() - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY;
      if (entry && age > keepSeconds) entries.delete(key);
      if (entry && age <= freshSeconds) return served(entry, 'hit');
      if (entry && age <= freshSeconds + staleSeconds) {
        // Served now; the refresh behind it keeps the old copy if the source fails.
        ask(key, route, query).catch(() => {});
        return served(entry, 'stale');
      }
      try {
        const result = await ask(key, route, query);
        return 'json' in result ? served(result, 'miss') : uncached(result);
      } catch (error) {
        if (!(error instanceof ContentUnavailableError)) throw error;
        if (entry && age <= keepSeconds) return served(entry, 'stale');
        return uncached(contentUnavailable());
      }
    },
    /** Forgets every copy (tests, or a content editor's "publish now"). */
    clear: () => entries.clear(),
  };
}
export type ContentCache = ReturnType<typeof createContentCache>;
