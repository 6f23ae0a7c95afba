import { describe, expect, it } from 'vitest';
import { ContentCache, matchesEtag, queryKey } from './content-cache';
import type { ContentAnswer, ContentSource } from './content-source';

/** A source that counts its calls and answers what the test says. */
function countingSource(answers: (call: number) => ContentAnswer | Error) {
  let calls = 0;
  const source: ContentSource = {
    kind: 'test',
    async answer() {
      calls += 1;
      const answer = answers(calls);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { source, calls: () => calls };
}

const ok = (body: unknown): ContentAnswer => ({ status: 200, body, total: { items: 1, pages: 1 } });

describe('the content cache', () => {
  it('asks the source once per brand, day, path and query, also for concurrent calls', async () => {
    const { source, calls } = countingSource(() => ok([{ id: 1 }]));
    const cache = new ContentCache(source, 'buonmercato');
    const [first, second] = await Promise.all([
      cache.answer('/wp/v2/pages', { page: '1', per_page: '10' }, '2026-11-27'),
      cache.answer('/wp/v2/pages', { per_page: '10', page: '1' }, '2026-11-27'),
    ]);
    expect(calls()).toBe(1);
    expect(second).toBe(first);
    expect(first).toMatchObject({ status: 200, json: '[{"id":1}]', total: { items: 1, pages: 1 } });
    await cache.answer('/wp/v2/pages', { page: '2', per_page: '10' }, '2026-11-27');
    await cache.answer('/wp/v2/pages', { page: '1', per_page: '10' }, '2026-11-28');
    expect(calls()).toBe(3);
  });

  it('changed() forgets every answer', async () => {
    const { source, calls } = countingSource((call) => ok([{ id: call }]));
    const cache = new ContentCache(source, 'buonmercato');
    const before = await cache.answer('/wp/v2/slide', {}, '2026-11-27');
    cache.changed();
    const after = await cache.answer('/wp/v2/slide', {}, '2026-11-27');
    expect(calls()).toBe(2);
    expect(after.etag).not.toBe(before.etag);
  });

  it('keeps neither a thrown failure nor a 5xx: the next call asks again', async () => {
    const { source, calls } = countingSource((call) =>
      call === 1
        ? new Error('down')
        : call === 2
          ? { status: 503, body: { code: 'x', message: 'x', data: { status: 503 } } }
          : ok([]),
    );
    const cache = new ContentCache(source, 'buonmercato');
    await expect(cache.answer('/wp/v2/faq', {}, '2026-11-27')).rejects.toThrow('down');
    expect((await cache.answer('/wp/v2/faq', {}, '2026-11-27')).status).toBe(503);
    expect((await cache.answer('/wp/v2/faq', {}, '2026-11-27')).status).toBe(200);
    expect((await cache.answer('/wp/v2/faq', {}, '2026-11-27')).status).toBe(200);
    expect(calls()).toBe(3);
  });

  it('the same answer has the same weak ETag; If-None-Match lists, W/ and * match', async () => {
    const one = new ContentCache(countingSource(() => ok({ a: 1 })).source, 'b');
    const two = new ContentCache(countingSource(() => ok({ a: 1 })).source, 'b');
    const etag = (await one.answer('/x', {}, 'd')).etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await two.answer('/x', {}, 'd')).etag).toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag.slice(2)}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it('query keys are sorted and encoded', () => {
    expect(queryKey({ slug: 'a&b', page: '1' })).toBe('page=1&slug=a%26b');
  });
});
