import type { Facet, Product } from '@spesa/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_FIXTURES } from '../../db/seed/index';
import { priceBands } from './product-facets';
import { namedFirst, searchRelevance, selectSuggestedProducts } from './search.repository';
import { planSearch } from './search.service';
import type { SearchPlan } from './search-plan';
import { selectRows } from './sql-rows';

const { products: fixtures } = SEED_FIXTURES;

type SearchResult = {
  products: Product[];
  page: { totItems: number };
  facets: Facet[];
  correctedQuery: string | null;
  relaxed?: boolean;
};

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
  /** One page of a search, as the web app asks for it. */
  const searchPage = async (q: string, query = ''): Promise<SearchResult> => {
    const response = await test.app.inject({ method: 'GET', url: `/ebsn/api/products?q=${encodeURIComponent(q)}&${query}` });
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

  describe('ranking and counting at lower cost, with the same answers', () => {
    const ids = (query: SQL) => selectRows<{ id: number }>(test.db, query).then((rows) => rows.map((row) => row.id));
    const plan = async (q: string) => (await planSearch(test.db, q)) as SearchPlan;
    /** Every match ranked by the full relevance, as the search did before reading the top tier first. */
    const rankedEveryMatch = async (q: string) => {
      const planned = await plan(q);
      return ids(sql`SELECT product_id AS id FROM products WHERE search_vector @@ ${planned.documentQuery}::tsquery
        ORDER BY ${searchRelevance(planned)} DESC, popularity DESC, product_id`);
    };

    it('pages through the ranking of every match, across the top tier and the rest', async () => {
      let straddled = 0;
      for (const q of ['latte', 'caffè', 'mela', 'mele', 'formaggio', 'pesca', 'mozarella', 'parmig']) {
        const expected = await rankedEveryMatch(q);
        const named = await ids(
          sql`SELECT product_id AS id FROM products WHERE search_vector @@ ${(await plan(q)).documentQuery}::tsquery AND ${namedFirst(await plan(q))}`,
        );
        if (named.length > 0 && named.length < expected.length) straddled++;
        for (const pageSize of [3, 7]) {
          const seen: number[] = [];
          for (let page = 1; seen.length < Math.min(expected.length, named.length + 2 * pageSize); page++) {
            const result = await searchPage(q, `page_size=${pageSize}&page=${page}`);
            seen.push(...result.products.map((product) => product.productId));
            expect(result.page.totItems).toBe(expected.length);
          }
          expect(seen, `${q}, ${pageSize} a page`).toEqual(expected.slice(0, seen.length));
        }
      }
      // The words above exercise both parts: some names hold them exactly, other matches follow.
      expect(straddled).toBeGreaterThan(2);
    });

    it('counts facets as SQL counts the matching rows, under every selection but their own', async () => {
      const q = 'latte';
      const planned = await plan(q);
      const first = await search(q);
      const brand = first.facets.find((facet) => facet.parameterName === 'brand')?.values[0];
      const band = priceBands.find((candidate) => candidate.id === '0-2');
      expect(brand && band).toBeTruthy();
      if (!brand || !band) return;
      const result = await search(q, `&facet=brand:${brand.id}&facet=price:${band.id}`);
      const countsOf = (name: string) =>
        Object.fromEntries(
          (result.facets.find((facet) => facet.parameterName === name)?.values ?? []).map((value) => [value.id, value.count]),
        );
      const matches = sql`search_vector @@ ${planned.documentQuery}::tsquery`;
      const inBand = sql`price_cents >= ${band.minCents}::int AND price_cents < ${band.maxCents}::int`;
      const counted = async (query: SQL) =>
        Object.fromEntries(
          (await selectRows<{ id: string; count: number }>(test.db, query))
            .filter((row) => row.count > 0 && row.id !== null)
            .map((row) => [row.id, row.count]),
        );
      const [total] = await selectRows<{ count: number }>(
        test.db,
        sql`SELECT count(*)::int AS count FROM products WHERE ${matches} AND brand_id = ${Number(brand.id)}::int AND ${inBand}`,
      );
      expect(result.page.totItems).toBe(total?.count);
      // Brands ignore the brand selection; prices ignore the price selection; classes keep both.
      expect(countsOf('brand')).toEqual(
        await counted(
          sql`SELECT brand_id::text AS id, count(*)::int AS count FROM products WHERE ${matches} AND ${inBand} GROUP BY brand_id`,
        ),
      );
      const classCounts = await counted(sql`SELECT c.id::text AS id, count(*)::int AS count
        FROM products p CROSS JOIN LATERAL jsonb_array_elements_text(p.product_class_ids) AS c(id)
        WHERE p.search_vector @@ ${planned.documentQuery}::tsquery AND p.brand_id = ${Number(brand.id)}::int
          AND p.price_cents >= ${band.minCents}::int AND p.price_cents < ${band.maxCents}::int
        GROUP BY c.id`);
      const priceCounts: Record<string, number> = {};
      for (const candidate of priceBands) {
        const [row] = await selectRows<{ count: number }>(
          test.db,
          sql`SELECT count(*)::int AS count FROM products WHERE ${matches} AND brand_id = ${Number(brand.id)}::int
            AND price_cents >= ${candidate.minCents}::int AND (${candidate.maxCents}::int IS NULL OR price_cents < ${candidate.maxCents}::int)`,
        );
        if ((row?.count ?? 0) > 0 || candidate.id === band.id) priceCounts[candidate.id] = row?.count ?? 0;
      }
      expect(countsOf('class')).toEqual(classCounts);
      expect(countsOf('price')).toEqual(priceCounts);
    });

    it('answers the same search typed differently from one cached answer, and keeps empty searches apart', async () => {
      const searchOnly = (q: string) => searchPage(q);
      const plainLatte = await searchOnly('latte intero');
      expect(plainLatte.page.totItems).toBeGreaterThan(0);
      expect(await searchOnly('  LATTE,  Intero! ')).toEqual(plainLatte);
      // Nothing searchable is an empty answer, never the whole catalogue's.
      expect((await searchOnly('&&&')).page.totItems).toBe(0);
      const everything = await test.app.inject({ method: 'GET', url: '/ebsn/api/products?q=' });
      expect(everything.json().data.page.totItems).toBe(400);
      expect((await searchOnly('!?')).page.totItems).toBe(0);
    });
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

    it('completes a prefix: words, categories and the most popular products named (or branded) with it', async () => {
      const { suggestions } = (await suggest('pas')).json().data;
      expect(suggestions.words.length).toBeGreaterThan(0);
      expect(suggestions.words.every((word: string) => word.startsWith('pas'))).toBe(true);
      expect(suggestions.categories.map((category: { slug: string }) => category.slug)).toContain('pasta-e-riso');
      const suggested: number[] = suggestions.products.map((product: { productId: number }) => product.productId);
      expect(suggested).toHaveLength(6);
      for (const product of suggestions.products as { name: string; brand: string }[]) {
        expect(
          plain(`${product.name} ${product.brand}`)
            .split(/[^a-z0-9]+/)
            .some((word) => word.startsWith('pas')),
        ).toBe(true);
      }
      // Best sellers first, and none more popular left out among the products named with 'pasta'.
      const popularity = await selectRows<{ id: number; popularity: number }>(
        test.db,
        sql`SELECT product_id AS id, popularity FROM products WHERE product_id IN (${sql.join(
          suggested.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
      );
      const byId = new Map(popularity.map((row) => [row.id, row.popularity]));
      const ranks = suggested.map((id) => byId.get(id) ?? 0);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      const [bestPasta] = await selectRows<{ popularity: number }>(
        test.db,
        sql`SELECT max(popularity)::int AS popularity FROM products WHERE name_words @@ 'pasta'::tsquery`,
      );
      expect(ranks[0]).toBeGreaterThanOrEqual(bestPasta?.popularity ?? 0);
    });

    it('finds the same products among the best sellers first as from the full-text index', async () => {
      for (const q of ['pas', 'parm', 'mozarela', 'caffe', 'torrefazione', 'zucchero', 'tartufo bianco']) {
        const plan = (await planSearch(test.db, q)) as SearchPlan;
        const fromIndex = await selectSuggestedProducts(test.db, plan, 6, 0);
        expect(await selectSuggestedProducts(test.db, plan, 6, 5), q).toEqual(fromIndex);
        expect(await selectSuggestedProducts(test.db, plan, 6), q).toEqual(fromIndex);
      }
    });

    it('suggests for a misspelt word as for the corrected one', async () => {
      const misspelt = (await suggest('parmiggiano')).json().data.suggestions;
      expect(misspelt.words[0]).toBe('parmigiano');
      expect(misspelt.products.map((product: { name: string }) => product.name)).toContain(fixtures.parmigiano.name);
      expect(misspelt).toEqual((await suggest('parmigiano')).json().data.suggestions);
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

  describe('words written as shoppers write them (issue 21)', () => {
    const first = async (q: string) => (await search(q)).products[0]?.name;

    it('joins split words and splits joined ones, and says what it searched', async () => {
      const oil = await search('olio extra vergine');
      expect(names(oil)[0]).toBe(fixtures.oliveOil.name);
      expect(oil.correctedQuery).toBe('olio extravergine');
      expect(await first('pan carre')).toBe('Pancarrè');
      const eggs = await search('uovafresca');
      expect(names(eggs)[0]).toBe(fixtures.eggs.name);
      expect(eggs.correctedQuery).toBe('uova fresca');
      expect(await first('latteintero')).toMatch(/^Latte .*intero/);
    });

    it('finds "Tè verde" typed as "the verde", "te verde" or "tè", and its own shelf for "tisane"', async () => {
      for (const q of ['the verde', 'te verde', 'tè verde', 'thè verde']) expect(await first(q), q).toBe('Tè verde');
      expect(
        names(await search('tè'))
          .slice(0, 3)
          .every((name) => name.startsWith('Tè')),
      ).toBe(true);
      expect(await first('tisane')).toMatch(/^Tè /);
    });

    it("reads the brand's synonyms: coca cola is the catalogue's Cola", async () => {
      for (const q of ['coca cola', 'coca-cola', 'cocacola']) {
        const cola = await search(q);
        expect(names(cola)[0], q).toBe('Cola');
        expect(cola.correctedQuery).toBe('cola');
      }
      expect(await first('wuerstel')).toMatch(/^Wurstel/);
    });

    it('puts a name that starts with the word before one that only holds it: "limone" is lemons', async () => {
      expect(await first('limone')).toBe('Limoni di Sicilia');
      expect(await first('uovo')).toBe(fixtures.eggs.name);
    });

    it("puts the products of a shelf named with the words before names that only hold them: 'vino bianco' is wine", async () => {
      const wine = names(await search('vino bianco'));
      expect(wine[0]).toMatch(/^(Pinot grigio|Vermentino)/);
      expect(wine.indexOf('Aceto di vino bianco')).toBeGreaterThan(0);
    });

    it('when no product holds every word, shows those holding the most, and says the search was relaxed', async () => {
      const relaxed = await search('latte di mucca intero');
      expect(relaxed.relaxed).toBe(true);
      expect(
        names(relaxed)
          .slice(0, 2)
          .every((name) => /^Latte .*intero/.test(name)),
      ).toBe(true);
      expect(relaxed.page.totItems).toBeGreaterThan(2);
      const strict = await search('latte intero');
      expect(strict.relaxed).toBe(false);
      expect(strict.page.totItems).toBeLessThan(relaxed.page.totItems);
    });

    it('answers nothing to nonsense, and never offers it back', async () => {
      const nonsense = await search('xqzw');
      expect(nonsense.page.totItems).toBe(0);
      expect(nonsense.correctedQuery).toBeNull();
      const suggest = await test.app.inject({ method: 'GET', url: '/ebsn/api/products/suggest?q=xqzw' });
      expect(suggest.json().data.suggestions).toEqual({ words: [], categories: [], products: [] });
      const words = (await test.app.inject({ method: 'GET', url: '/ebsn/api/products/suggest?q=latte%20xqzw' })).json().data
        .suggestions.words;
      expect(words).not.toContain('latte xqzw');
    });
  });

  it("keeps each brand's own synonyms: 'piada' is a piadina at Spesa Chiara only", async () => {
    const spesachiara = await createTestApp({ TENANT: 'spesachiara' });
    try {
      const response = await spesachiara.app.inject({ method: 'GET', url: '/ebsn/api/products?q=piada&page_size=3' });
      expect(response.json().data.products[0].name).toMatch(/^Piadina/);
    } finally {
      await spesachiara.close();
    }
    expect((await search('piada')).correctedQuery).not.toBe('piadina');
  });
});
