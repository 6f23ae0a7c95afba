import { CLIENT_CACHE_MAX_ENTRIES, CLIENT_CACHE_TTL_MS } from '@spesa/domain';

type Entry = { value: unknown; expiresAt: number };

/**
 * The client GET cache of the specification: 15 minutes, at most 50 entries (the least recently
 * used goes first), cleared whole by any non-GET call.
 */
export class GetCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = CLIENT_CACHE_TTL_MS,
    private readonly maxEntries = CLIENT_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): unknown | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Only products (not a wishlist's nor the preferred ones), category and adv answers are cached. */
export function isCacheableGet(path: string, query: URLSearchParams): boolean {
  if (path.startsWith('/ebsn/api/products')) return !query.has('parent_wishlist_id') && !query.has('preferred');
  return path.startsWith('/ebsn/api/category') || path.startsWith('/ebsn/api/adv');
}
