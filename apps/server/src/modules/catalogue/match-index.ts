import type { FacetTable } from './facet-table';
import type { SearchPlan } from './search-plan';

/**
 * The products' search documents inverted in memory: each lexeme with the (ascending) ids of the
 * products whose document holds it, in any field. With it a listing's matches — the set its total
 * and facets are counted over — are found without the database, exactly as `search_vector @@
 * documentQuery` finds them: every word by any of its lexemes ('parm:*' by every lexeme starting so),
 * or any word for a relaxed search. Decision 0045: this was the heaviest statement of a distinct
 * search (every matching row visited to list its id, 7,761 for 'pasta').
 */
export type LexemeIndex = {
  /** Lexemes in code-unit order, for the prefixes' binary search. */
  lexemes: string[];
  postings: Map<string, Int32Array>;
};

export function lexemeIndexOf(rows: readonly { lexeme: string; ids: readonly number[] }[]): LexemeIndex {
  const postings = new Map<string, Int32Array>();
  for (const row of rows) postings.set(row.lexeme, Int32Array.from(row.ids).sort());
  return { lexemes: [...postings.keys()].sort(), postings };
}

/** The index of the first lexeme not below `prefix`. */
function firstFrom(lexemes: readonly string[], prefix: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lexemes[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The postings of one planned lexeme: 'latt' exactly, 'parm:*' every lexeme starting with 'parm'. */
function postingsOf(index: LexemeIndex, lexeme: string): Int32Array[] {
  if (!lexeme.endsWith(':*')) {
    const ids = index.postings.get(lexeme);
    return ids ? [ids] : [];
  }
  const prefix = lexeme.slice(0, -2);
  const found: Int32Array[] = [];
  for (let i = firstFrom(index.lexemes, prefix); i < index.lexemes.length; i++) {
    const candidate = index.lexemes[i] as string;
    if (!candidate.startsWith(prefix)) break;
    found.push(index.postings.get(candidate) as Int32Array);
  }
  return found;
}

/** Marks, in `hits`, each product holding any of `lists`, once per word (`stamp` tells the words apart). */
function markWord(lists: readonly Int32Array[], hits: Uint8Array, seen: Int32Array, stamp: number) {
  for (const ids of lists) {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      if (seen[id] === stamp) continue;
      seen[id] = stamp;
      hits[id] = (hits[id] as number) + 1;
    }
  }
}

/**
 * The ids of the products a listing's base filters keep, from memory: the plan's words (all of them,
 * or any when relaxed), and each category filter (a set of category ids: the subtree asked for).
 */
export function matchingIdsInMemory(
  table: FacetTable,
  {
    search,
    categorySets,
  }: { search: { plan: SearchPlan; index: LexemeIndex } | null; categorySets: readonly ReadonlySet<number>[] },
): Int32Array {
  const size = table.known.length;
  const inCategories = (id: number) => categorySets.every((set) => set.has(table.categoryId[id] as number));
  if (!search) {
    const ids: number[] = [];
    for (let id = 0; id < size; id++) if (table.known[id] === 1 && inCategories(id)) ids.push(id);
    return Int32Array.from(ids);
  }
  // Lexeme ids beyond the table (a product added since it was read) cannot be counted: left out.
  const hits = new Uint8Array(size);
  const seen = new Int32Array(size);
  const { plan, index } = search;
  plan.words.forEach((word, position) => {
    const lists = word.lexemes.flatMap((lexeme) => postingsOf(index, lexeme)).map((ids) => clip(ids, size));
    markWord(lists, hits, seen, position + 1);
  });
  const needed = plan.relaxed ? 1 : plan.words.length;
  const ids: number[] = [];
  for (let id = 0; id < size; id++) if ((hits[id] as number) >= needed && table.known[id] === 1 && inCategories(id)) ids.push(id);
  return Int32Array.from(ids);
}

/** The ids below `size` (postings are ascending). */
function clip(ids: Int32Array, size: number): Int32Array {
  let end = ids.length;
  while (end > 0 && (ids[end - 1] as number) >= size) end--;
  return end === ids.length ? ids : ids.subarray(0, end);
}
