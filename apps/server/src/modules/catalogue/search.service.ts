import type { Db } from '../../db/client';
import { analyseWords } from './search.repository';
import { buildSearchPlan, type SearchPlan } from './search-plan';

/** The search as it will run (words corrected and completed against the lexicon); null when nothing is searchable. */
export async function planSearch(db: Db, query: string): Promise<SearchPlan | null> {
  return buildSearchPlan(await analyseWords(db, query));
}

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
  const endings = last.prefix ? last.completions : [last.used, ...last.completions];
  return [...new Set(endings.map((ending) => [...before, ending].join(' ')))].slice(0, MAX_WORD_SUGGESTIONS);
}
