import type { SearchSynonyms } from '@spesa/domain';

/**
 * Before the lexicon plans a search, the words are rewritten the way the catalogue writes them
 * (docs/decisions/0028-search-never-answers-nothing.md): the brand's synonyms ('the' → 'tè',
 * 'coca cola' → 'cola'), split words joined when the catalogue names a product with the joined word
 * ('extra vergine' → 'extravergine'), joined words split when the catalogue knows both halves
 * ('uovafresca' → 'uova fresca'). Pure: what the catalogue knows comes in as `KnownWords`.
 */

/** One typed word: as typed (lower case, accents kept) and its key (unaccented), which is what is compared. */
export type TypedWord = { text: string; key: string };

/** What the lexicon says about a candidate word (see `lookUpWords`). */
export type KnownWord = {
  /** A word of some product's name, brand or category. */
  named: boolean;
  /** That word, or another of its stem, in some product's name, brand or category. */
  namedStem: boolean;
  /** Asked of the last word only: the start of a longer named word, which the shopper may still be typing. */
  startsNamed: boolean;
};
export type KnownWords = ReadonlyMap<string, KnownWord>;

export type Rewrite = {
  /** The text to plan. */
  text: string;
  /** Whether it says something else than what was typed (then the shopper is told what was searched). */
  changed: boolean;
};

/** Synonym phrases are at most this many words long. */
const MAX_PHRASE_WORDS = 3;
/** Neither half of a split word may be shorter: two-letter halves split far too many words. */
const MIN_HALF_LENGTH = 3;
/** Only a word at least this long is tried in halves. */
const MIN_SPLIT_LENGTH = 2 * MIN_HALF_LENGTH;

export const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The typed text as words (letters and digits), lower case. */
export function typedWords(query: string): TypedWord[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((text) => text !== '')
    .map((text) => ({ text, key: unaccented(text) }));
}

const sameKeys = (a: readonly TypedWord[], b: readonly TypedWord[]) =>
  a.length === b.length && a.every((word, index) => word.key === b[index]?.key);

/** Replaces every synonym phrase (the longest first at each position) by the catalogue's words. */
export function applySynonyms(words: readonly TypedWord[], synonyms: SearchSynonyms): TypedWord[] {
  const result: TypedWord[] = [];
  let position = 0;
  while (position < words.length) {
    const match = longestSynonymAt(words, position, synonyms);
    if (match) {
      result.push(...typedWords(match.replacement));
      position += match.length;
    } else {
      result.push(words[position] as TypedWord);
      position += 1;
    }
  }
  return result;
}

function longestSynonymAt(words: readonly TypedWord[], position: number, synonyms: SearchSynonyms) {
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length - position); length > 0; length -= 1) {
    const phrase = words
      .slice(position, position + length)
      .map((word) => word.key)
      .join(' ');
    const replacement = Object.hasOwn(synonyms, phrase) ? synonyms[phrase] : undefined;
    if (replacement !== undefined) return { replacement, length };
  }
  return undefined;
}

/** Every two-part split of a word with halves of at least `MIN_HALF_LENGTH` letters. */
function halvesOf(key: string): Array<[string, string]> {
  if (key.length < MIN_SPLIT_LENGTH || /\d/.test(key)) return [];
  const halves: Array<[string, string]> = [];
  for (let cut = MIN_HALF_LENGTH; cut <= key.length - MIN_HALF_LENGTH; cut += 1) halves.push([key.slice(0, cut), key.slice(cut)]);
  return halves;
}

/** The words the lexicon is asked about: each word, each pair of neighbours joined, each word's halves. */
export function compoundCandidates(words: readonly TypedWord[]): string[] {
  const candidates = new Set<string>();
  words.forEach((word, index) => {
    candidates.add(word.key);
    const next = words[index + 1];
    if (next) candidates.add(word.key + next.key);
    for (const [left, right] of halvesOf(word.key)) candidates.add(left).add(right);
  });
  return [...candidates];
}

const isNamed = (known: KnownWords, key: string) => known.get(key)?.named === true;
const isKnown = (known: KnownWords, key: string) => {
  const word = known.get(key);
  return word !== undefined && (word.named || word.namedStem);
};
/** A word left whole: known, or the last word still being typed ('pancar' is no 'pan car'). */
const isWhole = (known: KnownWords, key: string, isLast: boolean) =>
  isKnown(known, key) || (isLast && known.get(key)?.startsNamed === true);

/**
 * Joins two neighbours whose joined form names products ('extra vergine' → 'extravergine'), and splits
 * a word the catalogue does not know into two halves it knows ('uovafresca' → 'uova fresca'; of several
 * splits, the most even one). The last word is not split while it starts a catalogue word.
 */
export function resolveCompounds(words: readonly TypedWord[], known: KnownWords): TypedWord[] {
  const result: TypedWord[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TypedWord;
    const next = words[index + 1];
    if (next && isNamed(known, word.key + next.key)) {
      result.push({ text: word.key + next.key, key: word.key + next.key });
      index += 1;
    } else if (isWhole(known, word.key, index === words.length - 1)) {
      result.push(word);
    } else {
      result.push(...bestSplit(word, known));
    }
  }
  return result;
}

function bestSplit(word: TypedWord, known: KnownWords): TypedWord[] {
  const splits = halvesOf(word.key).filter(([left, right]) => isKnown(known, left) && isKnown(known, right));
  if (splits.length === 0) return [word];
  const evenest = splits.reduce((best, split) =>
    Math.min(split[0].length, split[1].length) > Math.min(best[0].length, best[1].length) ? split : best,
  );
  return evenest.map((half) => ({ text: half, key: half }));
}

/** The typed text, its words already through the brand's synonyms (`applySynonyms`), with the catalogue's compounds. */
export function rewriteSearch(query: string, synonymised: readonly TypedWord[], known: KnownWords): Rewrite {
  const typed = typedWords(query);
  const rewritten = resolveCompounds(synonymised, known);
  if (rewritten.every((word, index) => word.text === typed[index]?.text) && rewritten.length === typed.length) {
    return { text: query, changed: false };
  }
  return { text: rewritten.map((word) => word.text).join(' '), changed: !sameKeys(typed, rewritten) };
}
