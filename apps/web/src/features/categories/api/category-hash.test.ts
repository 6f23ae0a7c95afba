import { describe, expect, it } from 'vitest';
import { categoryCacheHash } from './category-hash';

describe('the category call’s cache-burst hash', () => {
  it('stays the same within the client cache’s 15 minutes and changes after them', () => {
    const start = Date.UTC(2026, 10, 28, 9, 0);
    expect(categoryCacheHash(start + 14 * 60_000)).toBe(categoryCacheHash(start));
    expect(categoryCacheHash(start + 15 * 60_000)).not.toBe(categoryCacheHash(start));
  });
});
