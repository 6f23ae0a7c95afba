import type { Facet } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { categories, products } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/index';
import { clearCatalogueCache } from './answer-cache';
import { priceBands } from './product-facets';

const { groundCoffee } = SEED_FIXTURES.products;
const inBand = (priceCents: number, band: (typeof priceBands)[number]) =>
  priceCents >= band.minCents && (band.maxCents === null || priceCents < band.maxCents);

describe('catalogue answer cache', () => {
  let first: TestApp;
  let second: TestApp;
  const get = async (test: TestApp, url: string) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const rename = (test: TestApp, name: string) =>
    test.db.update(products).set({ name }).where(eq(products.productId, groundCoffee.productId));

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('answers a repeated listing identically, whatever the order of its facets', async () => {
    const url = '/ebsn/api/products?facet=price:2-5&facet=price:0-2&page=1';
    const answer = await get(first, url);
    expect(await get(first, url)).toBe(answer);
    expect(await get(first, '/ebsn/api/products?page=1&facet=price:0-2&facet=price:2-5')).toBe(answer);
  });

  it('keeps one cache per app, and forgets it when told', async () => {
    const url = `/ebsn/api/product/view?product_id=${groundCoffee.productId}`;
    const cached = JSON.parse(await get(first, url)).data.product.name;
    expect(cached).toBe(groundCoffee.name);

    // The other app, over its own database, does not see the first app's answer.
    await rename(second, 'Caffè rinominato');
    expect(JSON.parse(await get(second, url)).data.product.name).toBe('Caffè rinominato');

    // The first app keeps its answer until its cache is cleared.
    await rename(first, 'Caffè cambiato');
    expect(JSON.parse(await get(first, url)).data.product.name).toBe(groundCoffee.name);
    clearCatalogueCache(first.app);
    expect(JSON.parse(await get(first, url)).data.product.name).toBe('Caffè cambiato');
  });

  it('forgets, when cleared, what the answers were made from: facet counts, search plans and counts, the tree', async () => {
    const { parmigiano } = SEED_FIXTURES.products;
    const [row] = await second.db.select().from(products).where(eq(products.productId, parmigiano.productId));
    const band = priceBands.find((candidate) => inBand(row?.priceCents ?? 0, candidate)) as (typeof priceBands)[number];
    const elsewhere = priceBands.find((candidate) => candidate !== band) as (typeof priceBands)[number];
    const listing = `/ebsn/api/products?category_id=${row?.categoryId}`;
    const search = '/ebsn/api/products?q=parmigiano';
    const tree = '/ebsn/api/category?depth=3';
    const inItsBand = async (url: string) => {
      const facets: Facet[] = JSON.parse(await get(second, url)).data.facets;
      return facets.find((facet) => facet.parameterName === 'price')?.values.find((value) => value.id === band.id)?.count ?? 0;
    };
    const [listed, searched, treeBefore] = [await inItsBand(listing), await inItsBand(search), await get(second, tree)];
    expect(listed).toBeGreaterThan(0);
    expect(searched).toBeGreaterThan(0);

    // The product moves to another price band and its category is renamed.
    await second.db.update(products).set({ priceCents: elsewhere.minCents }).where(eq(products.productId, parmigiano.productId));
    await second.db
      .update(categories)
      .set({ name: 'Grana stagionati' })
      .where(eq(categories.categoryId, row?.categoryId ?? 0));
    // Another page shares the listing's remembered counts: unchanged until the cache is cleared.
    expect(await inItsBand(`${listing}&page=2`)).toBe(listed);
    clearCatalogueCache(second.app);
    expect(await inItsBand(`${listing}&page=3`)).toBe(listed - 1);
    expect(await inItsBand(`${search}&page=2`)).toBe(searched - 1);
    const treeAfter = await get(second, tree);
    expect(treeAfter).not.toBe(treeBefore);
    expect(treeAfter).toContain('Grana stagionati');
  });
});

describe('catalogue answer cache in production', () => {
  it('sends the cached JSON text as the serializer would', async () => {
    const [production, test] = await Promise.all([
      createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://spesa.example.it' }),
      createTestApp(),
    ]);
    try {
      const url = '/ebsn/api/category?depth=2';
      const inject = (app: TestApp) => app.app.inject({ method: 'GET', url });
      const [cold, warm, checked] = [await inject(production), await inject(production), await inject(test)];
      expect(cold.statusCode, cold.body).toBe(200);
      expect(warm.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(warm.body).toBe(cold.body);
      expect(JSON.parse(warm.body)).toEqual(JSON.parse(checked.body));
    } finally {
      await Promise.all([production.close(), test.close()]);
    }
  });
});

describe('catalogue answer cache, hits and turned off', () => {
  const url = `/ebsn/api/product/view?product_id=${groundCoffee.productId}`;

  it('says in X-Answer-Cache whether an answer was computed or kept', async () => {
    const test = await createTestApp();
    try {
      const outcome = async () => (await test.app.inject({ method: 'GET', url })).headers['x-answer-cache'];
      expect(await outcome()).toBe('miss');
      expect(await outcome()).toBe('hit');
    } finally {
      await test.close();
    }
  });

  it('computes every answer with ANSWER_CACHE=off: a change shows at once, without clearing', async () => {
    const test = await createTestApp({ ANSWER_CACHE: 'off' });
    try {
      const first = await test.app.inject({ method: 'GET', url });
      expect(first.headers['x-answer-cache']).toBe('off');
      await test.db.update(products).set({ name: 'Caffè appena cambiato' }).where(eq(products.productId, groundCoffee.productId));
      const second = await test.app.inject({ method: 'GET', url });
      expect(second.headers['x-answer-cache']).toBe('off');
      expect(JSON.parse(second.body).data.product.name).toBe('Caffè appena cambiato');
    } finally {
      await test.close();
    }
  });
});
