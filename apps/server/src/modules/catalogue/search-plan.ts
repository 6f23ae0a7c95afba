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
  /** Still being typed: matched as a prefix and through the lexicon's completions. */
  prefix: boolean;
  completions: string[];
  /** Stems of the document that satisfy this word; a trailing ':*' marks a prefix. */
  lexemes: string[];
};

/** The tsquery texts of a search: the words AND-ed, each word's alternative lexemes OR-ed. */
export type SearchPlan = {
  words: PlannedWord[];
  /** The search as corrected, when a word was corrected; otherwise null. */
  correctedQuery: string | null;
  /** Matches products.search_vector (any field). */
  documentQuery: string;
  /** The same words, only in the name (weight A). */
  nameQuery: string;
  /** The words exactly as typed or corrected, against products.name_words. */
  exactQuery: string;
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
  const { token, stem, isLast, exact, knownStem, completions } = analysis;
  const typed = { typed: token, used: token, corrected: false, prefix: false, completions: [] as string[] };
  // A last word that is not a catalogue word but starts some: the shopper is still typing it.
  if (isLast && !exact && completions.length > 0 && token.length >= MIN_FUZZY_LENGTH) {
    const lexemes = unique([`${token}:*`, ...(stem ? [stem] : []), ...completions.map((completion) => completion.stem)]);
    return { ...typed, prefix: true, completions: completions.map((completion) => completion.word), lexemes };
  }
  if (exact || knownStem || token.length < MIN_FUZZY_LENGTH || /\d/.test(token)) return { ...typed, lexemes: [stem ?? token] };
  const correction = chooseCorrection(analysis.candidates);
  if (!correction) return { ...typed, lexemes: [stem ?? token] };
  return { ...typed, used: correction.word, corrected: true, lexemes: [correction.stem] };
}

const quote = (lexeme: string, weight = '') =>
  lexeme.endsWith(':*') ? `'${lexeme.slice(0, -2)}':*${weight}` : `'${lexeme}'${weight ? `:${weight}` : ''}`;
const anyOf = (terms: string[]) => (terms.length === 1 ? (terms[0] as string) : `(${terms.join(' | ')})`);

/**
 * Turns the analysed words into tsquery texts. Lexemes are letters and digits only (the repository
 * splits on anything else), so quoting them is enough; the texts still travel as bound parameters.
 * Stop words are dropped (the documents do not hold them); null means nothing is searchable.
 */
export function buildSearchPlan(analysed: readonly WordAnalysis[]): SearchPlan | null {
  const meaningful = analysed.filter((word) => word.stem !== null);
  // Only stop words: one still being typed may be the start of a word ('con' → 'conserva').
  const words = (meaningful.length > 0 ? meaningful : analysed)
    .map(planWord)
    .filter((word) => word.prefix || meaningful.length > 0);
  if (words.length === 0) return null;
  const corrected = words.some((word) => word.corrected);
  return {
    words,
    correctedQuery: corrected ? words.map((word) => word.used).join(' ') : null,
    documentQuery: words.map((word) => anyOf(word.lexemes.map((lexeme) => quote(lexeme)))).join(' & '),
    nameQuery: words.map((word) => anyOf(word.lexemes.map((lexeme) => quote(lexeme, 'A')))).join(' & '),
    exactQuery: words.map((word) => quote(word.prefix ? `${word.used}:*` : word.used)).join(' & '),
  };
}

/** Whether a category (by the stems of its name) matches any word of the plan. */
export function matchesAnyWord(plan: SearchPlan, stems: readonly string[]): boolean {
  return plan.words.some((word) =>
    word.lexemes.some((lexeme) =>
      lexeme.endsWith(':*') ? stems.some((stem) => stem.startsWith(lexeme.slice(0, -2))) : stems.includes(lexeme),
    ),
  );
}
