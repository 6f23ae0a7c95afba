import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A computed answer (the envelope) and its JSON text as UTF-8 bytes, as sent in production: encoded
 * once, so that each send neither encodes nor measures 20-odd KB of text again.
 */
export type CachedAnswer<Body = unknown> = { body: Body; json: Buffer };

/**
 * How an answer was found, sent as the `X-Answer-Cache` header: `hit` (kept), `miss` (computed, now
 * kept), `off` (computed, the cache being off: ANSWER_CACHE=off). The bench counts them for its
 * cache-hit rate; an operator sees at a glance whether an answer was computed.
 */
export type CacheOutcome = 'hit' | 'miss' | 'off';
export type ServedAnswer<Body = unknown> = CachedAnswer<Body> & { outcome: CacheOutcome };
export const CACHE_OUTCOME_HEADER = 'x-answer-cache';

type Bounds = { max: number; maxBytes: number; ttlMs: number };

const TEN_MINUTES = 10 * 60 * 1000;
/** Category tree and categories, listings without a search, product pages, category blocks. */
const SHARED_BOUNDS: Bounds = { max: 2000, maxBytes: 50 * 1024 * 1024, ttlMs: TEN_MINUTES };
/** Searches and suggestions: fewer, since shoppers' searches repeat less than category pages. */
const SEARCH_BOUNDS: Bounds = { max: 500, maxBytes: 10 * 1024 * 1024, ttlMs: TEN_MINUTES };

/** Answers as computed, each time: the cache turned off (ANSWER_CACHE=off), to measure the catalogue's own speed. */
function uncachedAnswers() {
  return {
    get: async <Body>(_key: string, compute: () => Promise<Body>): Promise<ServedAnswer<Body>> => {
      const body = await compute();
      return { body, json: Buffer.from(JSON.stringify(body)), outcome: 'off' };
    },
    clear() {},
    size: () => 0,
  };
}

function boundedAnswers({ max, maxBytes, ttlMs }: Bounds) {
  const answers = new LRUCache<string, CachedAnswer>({
    max,
    // The JSON bytes plus, roughly as much again, the object it was made from.
    maxSize: maxBytes,
    sizeCalculation: (answer) => Math.max(1, answer.json.length * 2),
    ttl: ttlMs,
  });
  // Concurrent first requests for the same key compute once.
  const pending = new Map<string, Promise<CachedAnswer>>();
  // Bumped by clear(): an answer computed from the catalogue as it was before is not kept.
  let generation = 0;
  return {
    get<Body>(key: string, compute: () => Promise<Body>): Promise<ServedAnswer<Body>> {
      const known = answers.get(key) as CachedAnswer<Body> | undefined;
      if (known) return Promise.resolve({ ...known, outcome: 'hit' });
      // A request that waits for the same answer being computed costs no computing either: a hit.
      const waiting = pending.get(key) as Promise<CachedAnswer<Body>> | undefined;
      if (waiting) return waiting.then((answer) => ({ ...answer, outcome: 'hit' }));
      const started = generation;
      // Failures (404, 400) are not remembered: only successful answers enter the cache.
      const computing = compute()
        .then((body) => {
          const answer = { body, json: Buffer.from(JSON.stringify(body)) };
          if (started === generation) answers.set(key, answer);
          return answer;
        })
        .finally(() => {
          if (pending.get(key) === computing) pending.delete(key);
        });
      pending.set(key, computing);
      return computing.then((answer) => ({ ...answer, outcome: 'miss' }));
    },
    clear() {
      generation++;
      answers.clear();
      pending.clear();
    },
    size: () => answers.size,
  };
}

/**
 * The catalogue's answers that are the same for every visitor, per app instance (each app, and each
 * test over its own database, has its own). A change at run time clears it, in every instance
 * (catalogue-changes.ts); the TTL bounds how stale an answer can get should an announcement be lost.
 */
export function createAnswerCache({ serialised, enabled = true }: { serialised: boolean; enabled?: boolean }) {
  const shared = enabled ? boundedAnswers(SHARED_BOUNDS) : uncachedAnswers();
  const searches = enabled ? boundedAnswers(SEARCH_BOUNDS) : uncachedAnswers();
  const forgetters: (() => void)[] = [];
  return {
    /** An answer that does not depend on the shopper, computed once per key. */
    shared: <Body>(key: string, compute: () => Promise<Body>) => shared.get(key, compute),
    /** An answer to a search (q), in the smaller cache. */
    search: <Body>(key: string, compute: () => Promise<Body>) => searches.get(key, compute),
    /**
     * Sends a cached answer. In production the JSON text goes out as is (the serializer there is
     * plain JSON.stringify anyway); in tests the object goes through the route's zod response schema.
     */
    send<Body>(reply: FastifyReply, answer: ServedAnswer<Body>): Body {
      reply.header(CACHE_OUTCOME_HEADER, answer.outcome);
      if (!serialised) return answer.body;
      // A Buffer is sent as it is, without the serializer.
      return reply.type('application/json; charset=utf-8').send(answer.json) as unknown as Body;
    },
    /**
     * Runs `forget` on every clear: the catalogue's other memories (the snapshot, facet counts,
     * search plans) go with the answers made from them.
     */
    onClear(forget: () => void) {
      forgetters.push(forget);
    },
    /**
     * Forgets every answer and everything registered with `onClear`. Whatever writes products,
     * prices, promotions, stock, categories, blocks or the search lexicon at run time (the back
     * office's admin/product/update) calls it (`clearCatalogueCache`) after its commit, and announces
     * the change in its transaction (`announceCatalogueChange`) so the other instances clear theirs.
     */
    clear() {
      for (const forget of forgetters) forget();
      shared.clear();
      searches.clear();
    },
    /** Entries held, for tests and diagnostics. */
    size: () => shared.size() + searches.size(),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** Each app's cache, by the app's database handle (one per app, shared by its plugins). */
const cachesByDb = new WeakMap<object, AnswerCache>();

/** The answer cache of the app over `db`, created with the catalogue routes. */
export function registerAnswerCache(db: object, cache: AnswerCache) {
  cachesByDb.set(db, cache);
}

/**
 * Forgets the catalogue's cached answers of an app, and what they were made from (the in-memory
 * snapshot, facet counts and attributes, search plans). Call it after any change to products,
 * categories, category blocks or the search lexicon (with `announceCatalogueChange` in its transaction,
 * for the other instances: catalogue-changes.ts).
 */
export function clearCatalogueCache(app: { db: object }) {
  cachesByDb.get(app.db)?.clear();
}

/** A cache key from a parsed query: keys sorted, undefined values dropped, so equal queries share it. */
export function queryKey(route: string, query: Record<string, unknown>): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${route}?${JSON.stringify(entries)}`;
}
