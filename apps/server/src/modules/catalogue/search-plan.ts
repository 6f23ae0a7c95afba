/** A lexicon word that could replace or complete a typed word. */
export type LexiconWord = { word: string; stem: string; frequency: number; score?: number };

/** What the lexicon knows about one typed word (see `analyseWords` in search.repository.ts). */
export type WordAnalysis = {
  /** The word unaccented and in lower case, letters and digits only. */
  token: string;
  /** Its Italian stem; null for a stop word ('di', 'con', …). */
  stem: string | null;
  isLast: boolean;
  /** The token is a word of the catalogue. */
  exact: boolean;
  /** Some word of the catalogue shares its stem ('mele' when the catalogue says 'mela'). */
  knownStem: boolean;
  /** For the last word while typing: catalogue words that start with it, most frequent first. */
  completions: LexiconWord[];
  /** For an unknown word: the closest catalogue words by trigram similarity, best first. */
  candidates: LexiconWord[];
};

/** One word of the search as it will run: the form searched and the lexemes that may match it. */
export type PlannedWord = {
  typed: string;
  /** The typed word, or its correction. */
  used: string;
  corrected: boolean;
  /** A word of the catalogue (or of a known stem), or corrected to one: what the search box may offer as it is. */
  known: boolean;
  /** The last word, not a catalogue word but the start of some: matched as a prefix and through its completions. */
  prefix: boolean;
  /** Catalogue words that start with the last word, most frequent first (what the search box offers). */
  completions: string[];
  /** The word's own stem: a match on it ranks above a match on a completion. */
  stem: string;
  /** Stems of the document that satisfy this word; a trailing ':*' marks a prefix. */
  lexemes: string[];
};

/** The tsquery texts of a search: the words AND-ed, each word's alternative lexemes OR-ed. */
export type SearchPlan = {
  words: PlannedWord[];
  /** The search actually run, when it is not what was typed (a word corrected, joined, split or a synonym); otherwise null. */
  correctedQuery: string | null;
  /**
   * Not every word could match together, so products matching any word are shown, those matching
   * the most words first (`relaxSearchPlan`).
   */
  relaxed: boolean;
  /** Matches products.search_vector (any field): every word, or any word when relaxed. */
  documentQuery: string;
  /** Each word alone, in any field: a relaxed search counts how many of them a product matches. */
  wordQueries: string[];
  /** Each word alone, in the name. */
  wordNameQueries: string[];
  /** The words exactly as typed or corrected, against products.name_words. */
  exactQuery: string;
  /** Each word's own stem in the name (weight A), without prefixes or completions. */
  nameStemQuery: string;
  /** Any lexeme of each word in the name (weight A). */
  nameQuery: string;
  /** … in the brand or the product's own category (weight B): what shelf the product sits on. */
  shelfQuery: string;
  /** … in the name or the brand (weights A, B). */
  nameOrBrandQuery: string;
  /** … in the name, the brand or the category names (weights A, B, C): anything but the descriptions. */
  labelsQuery: string;
  /**
   * LIKE pattern of a name that starts with the first word's stem: Italian names lead with what the
   * product is ('Latte fresco' is milk, 'Panini al latte' is bread).
   */
  leadingWordPattern: string;
};

/** Below this trigram similarity a catalogue word is not offered as a correction. */
export const MIN_CORRECTION_SCORE = 0.4;
/** Corrections this close to the best one count as equally good: the most frequent word wins. */
export const CORRECTION_TIE_MARGIN = 0.08;
/** Shorter words are neither corrected nor completed: three letters give one trigram, too little to judge. */
export const MIN_FUZZY_LENGTH = 3;

/** The closest catalogue word, preferring the most frequent among nearly equal ones; undefined when none is close enough. */
export function chooseCorrection(candidates: readonly LexiconWord[]): LexiconWord | undefined {
  const best = Math.max(...candidates.map((candidate) => candidate.score ?? 0));
  if (!(best >= MIN_CORRECTION_SCORE)) return undefined;
  const close = candidates.filter((candidate) => (candidate.score ?? 0) >= best - CORRECTION_TIE_MARGIN);
  return close.reduce((chosen, candidate) => (candidate.frequency > chosen.frequency ? candidate : chosen));
}

const unique = (values: string[]) => [...new Set(values)];

function planWord(analysis: WordAnalysis): PlannedWord {
  const { token, isLast, exact, knownStem } = analysis;
  const stem = analysis.stem ?? token;
  const completions = analysis.completions.map((completion) => completion.word);
  const plain = { typed: token, used: token, corrected: false, known: exact || knownStem, prefix: false, completions, stem };
  // Not a catalogue word, but the start of some: the shopper may still be typing it ('parm' → Parma,
  // parmigiano). Its own stem still ranks above the completions (see searchRelevance).
  if (isLast && !exact && completions.length > 0 && token.length >= MIN_FUZZY_LENGTH) {
    const lexemes = unique([
      `${token}:*`,
      ...(analysis.stem ? [analysis.stem] : []),
      ...analysis.completions.map((completion) => completion.stem),
    ]);
    return { ...plain, prefix: true, lexemes };
  }
  if (exact || knownStem || token.length < MIN_FUZZY_LENGTH || /\d/.test(token)) return { ...plain, lexemes: [stem] };
  const correction = chooseCorrection(analysis.candidates);
  if (!correction) return { ...plain, lexemes: [stem] };
  return { ...plain, used: correction.word, corrected: true, known: true, stem: correction.stem, lexemes: [correction.stem] };
}

const quote = (lexeme: string, weight = '') =>
  lexeme.endsWith(':*') ? `'${lexeme.slice(0, -2)}':*${weight}` : `'${lexeme}'${weight ? `:${weight}` : ''}`;
const anyOf = (terms: string[]) => (terms.length === 1 ? (terms[0] as string) : `(${terms.join(' | ')})`);
/** Every word, by any of its lexemes, within the fields of these weights ('' for all fields). */
const inFields = (words: PlannedWord[], weights: string) =>
  words.map((word) => anyOf(word.lexemes.map((lexeme) => quote(lexeme, weights)))).join(' & ');

/**
 * Turns the analysed words into tsquery texts. Lexemes are letters and digits only (the repository
 * splits on anything else), so quoting them is enough; the texts still travel as bound parameters.
 * Stop words are dropped (the documents do not hold them); null means nothing is searchable.
 */
export function buildSearchPlan(
  analysed: readonly WordAnalysis[],
  rewrite: { text: string; changed: boolean } = { text: '', changed: false },
): SearchPlan | null {
  const planned = analysed.map((analysis) => ({ analysis, word: planWord(analysis) }));
  const meaningful = planned.filter(({ analysis }) => analysis.stem !== null).map(({ word }) => word);
  // Only stop words: one still being typed may be the start of a word ('con' → 'conserva').
  const words = meaningful.length > 0 ? meaningful : planned.map(({ word }) => word).filter((word) => word.prefix);
  if (words.length === 0) return null;
  const corrected = words.some((word) => word.corrected);
  return {
    words,
    // As typed, stop words included, with the corrections: 'mozarella di bufala' → 'mozzarella di bufala'.
    // A rewrite ('olio extravergine' for 'olio extra vergine') is shown as rewritten, accents included.
    correctedQuery: corrected ? planned.map(({ word }) => word.used).join(' ') : rewrite.changed ? rewrite.text : null,
    relaxed: false,
    documentQuery: inFields(words, ''),
    wordQueries: words.map((word) => inFields([word], '')),
    wordNameQueries: words.map((word) => inFields([word], 'A')),
    exactQuery: words.map((word) => quote(word.used)).join(' & '),
    nameStemQuery: words.map((word) => quote(word.stem, 'A')).join(' & '),
    nameQuery: inFields(words, 'A'),
    shelfQuery: inFields(words, 'B'),
    nameOrBrandQuery: inFields(words, 'AB'),
    labelsQuery: inFields(words, 'ABC'),
    leadingWordPattern: `${words[0]?.stem}%`,
  };
}

/** The plan of a search none of whose products matches every word: any word matches (see `relaxedRelevance`). */
export function relaxSearchPlan(plan: SearchPlan): SearchPlan {
  return { ...plan, relaxed: true, documentQuery: plan.wordQueries.map((query) => `(${query})`).join(' | ') };
}

/**
 * The text of a search reduced to what can change its plan, for cache keys: ASCII letters in lower
 * case and every run of ASCII non-alphanumerics as one space, trimmed. The lexicon query lowers,
 * unaccents and splits on anything but [a-z0-9], so texts with the same key plan the same way
 * ('Latte  intero!' and 'latte intero'); other characters are left alone (an accent may
 * matter or not: 'caffè' and 'caffe' keep separate keys, which only costs a second entry).
 */
export function searchKey(query: string): string {
  return query
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
    .replace(/[^a-z0-9\u{80}-\u{10ffff}]+/gu, ' ')
    .trim();
}

/** Whether a category (by the stems of its name) matches any word of the plan. */
export function matchesAnyWord(plan: SearchPlan, stems: readonly string[]): boolean {
  return plan.words.some((word) =>
    word.lexemes.some((lexeme) =>
      lexeme.endsWith(':*') ? stems.some((stem) => stem.startsWith(lexeme.slice(0, -2))) : stems.includes(lexeme),
    ),
  );
}
