import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSnapshotCache, subtreeIds } from './catalogue-snapshot';
import { lexemeIndexOf, matchingIdsInMemory } from './match-index';
import { inCategories, selectFacetTable, selectLexemePostings, selectMatchingIds } from './product.repository';
import { searchMatch } from './search.repository';
import { createSearchPlanner } from './search.service';
import { relaxSearchPlan } from './search-plan';

// The in-memory matches must be exactly the database's (`search_vector @@ documentQuery`): the totals
// and facet counts shoppers see are counted over them.
describe('matches found in memory', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const sorted = (ids: ArrayLike<number>) => [...Array.from(ids)].sort((a, b) => a - b);

  it('are the products the database matches, for whole words, stems, prefixes, typos, several words and relaxed searches', async () => {
    const [table, index] = [await selectFacetTable(test.db), lexemeIndexOf(await selectLexemePostings(test.db))];
    const planner = createSearchPlanner(test.db);
    const searches = [
      'latte',
      'mele',
      'parm',
      'mozarella',
      'caffe macinato',
      'olio extrav',
      'pasta xqzw',
      'biscotti senza glutine',
    ];
    let compared = 0;
    for (const text of searches) {
      const planned = await planner.plan(text);
      if (!planned) continue;
      for (const plan of [planned, relaxSearchPlan(planned)]) {
        const inDatabase = await selectMatchingIds(test.db, { base: [searchMatch(plan)] });
        const inMemory = matchingIdsInMemory(table, { search: { plan, index }, categorySets: [] });
        expect(sorted(inMemory), `${text}${plan.relaxed ? ' (relaxed)' : ''}`).toEqual(sorted(inDatabase));
        if (inDatabase.length > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('are the products of a category subtree, alone and with words', async () => {
    const table = await selectFacetTable(test.db);
    const index = lexemeIndexOf(await selectLexemePostings(test.db));
    const catalogue = await createSnapshotCache(test.db)();
    const department = catalogue.roots.find((node) => node.productCount > 0 && node.children.length > 0);
    if (!department) throw new Error('the test catalogue has no department with subcategories');
    const subtree = subtreeIds(department);
    const alone = await selectMatchingIds(test.db, { base: [inCategories(subtree)] });
    expect(alone.length).toBe(department.productCount);
    expect(sorted(matchingIdsInMemory(table, { search: null, categorySets: [new Set(subtree)] }))).toEqual(sorted(alone));
    const plan = await createSearchPlanner(test.db).plan('bio');
    if (!plan) throw new Error('no plan for bio');
    const withWords = await selectMatchingIds(test.db, { base: [inCategories(subtree), searchMatch(plan)] });
    expect(sorted(matchingIdsInMemory(table, { search: { plan, index }, categorySets: [new Set(subtree)] }))).toEqual(
      sorted(withWords),
    );
  });

  it('leave out a product added after the table was read, as the counts do', async () => {
    const table = await selectFacetTable(test.db);
    const postings = await selectLexemePostings(test.db);
    const max = table.known.length - 1;
    const plan = await createSearchPlanner(test.db).plan('latte');
    if (!plan) throw new Error('no plan for latte');
    const grown = lexemeIndexOf(postings.map((row) => ({ ...row, ids: [...row.ids, max + 10] })));
    expect(matchingIdsInMemory(table, { search: { plan, index: grown }, categorySets: [] })).not.toContain(max + 10);
  });
});
