import type { Product } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_FIXTURES } from '../../db/seed/index';

const { products: fixtures } = SEED_FIXTURES;

type SearchResult = { products: Product[]; page: { totItems: number }; correctedQuery: string | null };

describe('search', () => {
  let test: TestApp;
  const search = async (q: string, extra = ''): Promise<SearchResult> => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=100${extra}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const names = (result: SearchResult) => result.products.map((product) => product.name);
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('ignores accents: "caffe" finds "Caffè" exactly as "caffè" does', async () => {
    const withoutAccent = await search('caffe');
    expect(names(withoutAccent)).toContain(fixtures.groundCoffee.name);
    expect(withoutAccent.correctedQuery).toBeNull();
    expect(names(await search('CAFFÈ'))).toEqual(names(withoutAccent));
  });

  it('ranks products named after the word above those that only mention it', async () => {
    const result = names(await search('caffè'));
    const named = result.filter((name) => plain(name).includes('caffe'));
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(result.slice(0, named.length)).toEqual(named);
    // 'Pasticcini misti' only mentions caffè in its description: found, but after every 'Caffè …'.
    expect(result.indexOf('Pasticcini misti')).toBeGreaterThan(named.length - 1);
  });

  it('puts names that start with the word first: "latte" is milk before milk-based products', async () => {
    const result = names(await search('latte'));
    const milk = result.filter((name) => plain(name).startsWith('latte'));
    expect(milk.length).toBeGreaterThan(0);
    expect(result.slice(0, milk.length)).toEqual(milk);
    expect(result.slice(milk.length).some((name) => plain(name).includes(' latte'))).toBe(true);
  });

  it('matches plurals and stems, the exact word first', async () => {
    const apple = names(await search('mela'));
    expect(apple[0]).toBe(fixtures.goldenApple.name);
    expect(apple).toContain(fixtures.fujiApples.name);
    const apples = names(await search('mele'));
    expect(apples).toContain(fixtures.goldenApple.name);
    expect(apples.indexOf(fixtures.fujiApples.name)).toBeLessThan(apples.indexOf(fixtures.goldenApple.name));
    expect(names(await search('pesca'))).toContain(fixtures.nectarines.name);
  });

  it('corrects misspelt words and says so', async () => {
    const parmigiano = await search('parmiggiano');
    expect(parmigiano.correctedQuery).toBe('parmigiano');
    expect(names(parmigiano)[0]).toBe(fixtures.parmigiano.name);
    const mozzarella = await search('mozarella di bufala');
    expect(mozzarella.correctedQuery).toBe('mozzarella di bufala');
    expect(names(mozzarella)[0]).toBe(fixtures.buffaloMozzarella.name);
  });

  it('completes the last word while it is being typed', async () => {
    const typed = await search('parmig');
    expect(typed.correctedQuery).toBeNull();
    expect(names(typed)[0]).toBe(fixtures.parmigiano.name);
    expect(names(await search('olio extraverg'))).toContain(fixtures.oliveOil.name);
    expect(names(await search('mozz'))).toContain(fixtures.buffaloMozzarella.name);
  });

  it('finds products by brand and by category name', async () => {
    expect(names(await search('Torrefazione Aurelio'))[0]).toBe(fixtures.groundCoffee.name);
    expect(
      (await search('mozzarelle')).products.every(
        (product) => plain(product.name).includes('mozzarell') || product.categoryId > 0,
      ),
    ).toBe(true);
  });

  it('searches within a department and keeps the other filters and sorts', async () => {
    const department = await test.app.inject({ method: 'GET', url: '/ebsn/api/category?slug=frutta-e-verdura&depth=1' });
    const fruitAndVegetables = department.json().data.category.categoryId;
    const everywhere = await search('pesca');
    const fruit = await search('pesca', `&parent_category_id=${fruitAndVegetables}`);
    expect(fruit.page.totItems).toBeLessThan(everywhere.page.totItems);
    expect(names(fruit)).toContain(fixtures.nectarines.name);
    expect(names(fruit).some((name) => plain(name).includes('pesce'))).toBe(false);
    const cheapestFirst = (await search('latte', '&sort=pri_asc')).products.map((product) => product.priceCents);
    expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
  });

  it('finds nothing for unknown words or stop words alone, and survives query syntax', async () => {
    expect((await search('zxqwvk')).page.totItems).toBe(0);
    expect((await search('di')).page.totItems).toBe(0);
    for (const q of ["caffe' | !(:*", '&&&', "'); DROP TABLE products; --"]) await search(q);
    expect((await search('caffè')).page.totItems).toBeGreaterThan(0);
  });

  describe('GET /ebsn/api/products/suggest', () => {
    const suggest = (q: string) =>
      test.app.inject({ method: 'GET', url: `/ebsn/api/products/suggest?q=${encodeURIComponent(q)}` });

    it('offers completed words, matching categories and a few products', async () => {
      const response = await suggest('parm');
      expect(response.statusCode).toBe(200);
      const { suggestions } = response.json().data;
      expect(suggestions.words).toContain('parmigiano');
      expect(suggestions.products.length).toBeGreaterThan(0);
      expect(suggestions.products.length).toBeLessThanOrEqual(6);
      expect(suggestions.products).toContainEqual(
        expect.objectContaining({
          name: fixtures.parmigiano.name,
          brand: 'Caseificio Pratobello',
          priceCents: expect.any(Number),
        }),
      );
      expect(suggestions.categories.map((category: { slug: string }) => category.slug)).toContain(
        'latticini-e-formaggi/formaggi-stagionati/grana-e-parmigiano',
      );
    });

    it('offers at most five categories, never hidden ones', async () => {
      const { suggestions } = (await suggest('frutta')).json().data;
      expect(suggestions.categories.length).toBeGreaterThan(0);
      expect(suggestions.categories.length).toBeLessThanOrEqual(5);
      expect(suggestions.categories.map((category: { slug: string }) => category.slug)).not.toContain(
        SEED_FIXTURES.hiddenCategory.slug,
      );
    });

    it('offers the corrected word for a typo', async () => {
      const { suggestions } = (await suggest('mozarela')).json().data;
      expect(suggestions.words[0]).toBe('mozzarella');
      expect(suggestions.products[0].name.toLowerCase()).toContain('mozzarella');
    });

    it('answers 400 naming q when it is missing or empty', async () => {
      for (const url of ['/ebsn/api/products/suggest', '/ebsn/api/products/suggest?q=%20']) {
        const response = await test.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json().response.errorsMessage[0].field).toBe('q');
      }
    });
  });
});
