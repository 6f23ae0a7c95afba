import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeSearchQuality,
  isRelevant,
  measureSearchQuality,
  readEverydayQueries,
  TOP_RESULTS,
} from '../../../../../scripts/bench/search-quality.mjs';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from './sql-rows';

/** The bar: a real question finds a relevant product in the first 3 results, nearly always. */
const MIN_RELEVANT_RATE = 0.99;

describe('the 300 everyday searches on the seeded catalogue', () => {
  let test: TestApp;
  const queries = readEverydayQueries();
  const firstResults = async (q: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=${TOP_RESULTS}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.products as Array<{ name: string; brand: string }>;
  };
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('are 300, each with a relevant product in the catalogue (else the list would ask the impossible)', async () => {
    expect(queries).toHaveLength(300);
    const catalogue = await selectRows<{ name: string; brand: string }>(
      test.db,
      sql`SELECT p.name, b.name AS brand FROM products p JOIN brands b ON b.brand_id = p.brand_id`,
    );
    const impossible = queries.filter(({ relevant }) => !catalogue.some((product) => isRelevant(product, relevant)));
    expect(impossible.map(({ q }) => q)).toEqual([]);
  });

  it('show a relevant product in the first 3 for at least 99 % of them, and never answer nothing', async () => {
    const quality = await measureSearchQuality(firstResults, queries);
    console.info(`Everyday searches: ${describeSearchQuality(quality)}`);
    expect(quality.empty, JSON.stringify(quality.misses)).toBe(0);
    expect(quality.rate, JSON.stringify(quality.misses, null, 1)).toBeGreaterThanOrEqual(MIN_RELEVANT_RATE);
  }, 120_000);
});
