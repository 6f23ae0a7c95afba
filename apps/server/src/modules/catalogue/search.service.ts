import type { SearchSynonyms } from '@spesa/domain';
import type { Db } from '../../db/client';
import { boundedMemo } from './bounded-memo';
import { analyseWords, lookUpWords } from './search.repository';
import { buildSearchPlan, type SearchPlan, searchKey } from './search-plan';
import { applySynonyms, compoundCandidates, rewriteSearch, typedWords } from './search-rewrite';

/**
 * The search as it will run: rewritten with the brand's synonyms and the catalogue's compounds, then
 * each word corrected and completed against the lexicon; null when nothing is searchable.
 */
export async function planSearch(db: Db, query: string, synonyms: SearchSynonyms = {}): Promise<SearchPlan | null> {
  const synonymised = applySynonyms(typedWords(query), synonyms);
  const known = await lookUpWords(db, compoundCandidates(synonymised), synonymised.at(-1)?.key);
  const rewrite = rewriteSearch(query, synonymised, known);
  return buildSearchPlan(await analyseWords(db, rewrite.text), rewrite);
}

/** Searches whose plans stay in memory; the oldest leave first. */
const MAX_REMEMBERED_PLANS = 2000;

/**
 * Plans searches once per normalised text (`searchKey`): the lexicon only changes with the catalogue,
 * so the same words always plan the same way until `clear` (called when the catalogue changes).
 */
export function createSearchPlanner(db: Db, synonyms: SearchSynonyms = {}) {
  const plans = boundedMemo<SearchPlan | null>(MAX_REMEMBERED_PLANS);
  return {
    plan: (query: string) => plans.get(searchKey(query), () => planSearch(db, query, synonyms)),
    clear: () => plans.clear(),
  };
}
export type SearchPlanner = ReturnType<typeof createSearchPlanner>;

const MAX_WORD_SUGGESTIONS = 5;

/**
 * What the search box offers to type: the search itself when its last word is a catalogue word (as
 * corrected), then the last word's completions from the lexicon (most frequent first), each after the
 * words already typed.
 */
export function suggestedWords(plan: SearchPlan): string[] {
  const before = plan.words.slice(0, -1).map((word) => word.used);
  const last = plan.words.at(-1);
  if (!last) return [];
  // A word the catalogue does not know ('xqzw') is never offered back as if it were one.
  const endings = last.prefix || !last.known ? last.completions : [last.used, ...last.completions];
  return [...new Set(endings.map((ending) => [...before, ending].join(' ')))].slice(0, MAX_WORD_SUGGESTIONS);
}
