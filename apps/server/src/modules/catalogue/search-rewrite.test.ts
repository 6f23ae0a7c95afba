import { searchSynonymsOf } from '@spesa/domain';
import { describe, expect, it } from 'vitest';
import {
  applySynonyms,
  compoundCandidates,
  type KnownWord,
  type KnownWords,
  resolveCompounds,
  rewriteSearch,
  typedWords,
} from './search-rewrite';

/** A lexicon of a few words: named ones (in product names) and known stems. */
const lexicon = (named: string[], stems: string[] = [], typing: string[] = []): KnownWords => {
  const entry = (named: boolean, namedStem: boolean, startsNamed: boolean): KnownWord => ({ named, namedStem, startsNamed });
  return new Map([
    ...named.map((word): [string, KnownWord] => [word, entry(true, true, false)]),
    ...stems.map((word): [string, KnownWord] => [word, entry(false, true, false)]),
    ...typing.map((word): [string, KnownWord] => [word, entry(false, false, true)]),
  ]);
};
const texts = (query: string, known: KnownWords) => resolveCompounds(typedWords(query), known).map((word) => word.text);

describe('search rewrite', () => {
  it('reads words in lower case, keeping accents, keyed without them', () => {
    expect(typedWords("Tè all'Olio, 100%")).toEqual([
      { text: 'tè', key: 'te' },
      { text: 'all', key: 'all' },
      { text: 'olio', key: 'olio' },
      { text: '100', key: '100' },
    ]);
  });

  it("replaces a brand's synonyms, the longest phrase first, as the catalogue writes them", () => {
    const synonyms = searchSynonymsOf('buonmercato');
    const rewritten = (query: string) =>
      applySynonyms(typedWords(query), synonyms)
        .map((word) => word.text)
        .join(' ');
    expect(rewritten('the verde')).toBe('tè verde');
    expect(rewritten('Coca-Cola zero')).toBe('cola zero');
    expect(rewritten('coca')).toBe('cola');
    expect(rewritten('michetta')).toBe('panini');
    expect(searchSynonymsOf('spesachiara').michetta).toBeUndefined();
  });

  it('asks the lexicon about each word, each pair joined and each split in halves of 3 letters or more', () => {
    const candidates = compoundCandidates(typedWords('extra vergine'));
    expect(candidates).toEqual(expect.arrayContaining(['extra', 'vergine', 'extravergine', 'ver', 'gine', 'verg', 'ine']));
    expect(candidates).not.toContain('ve');
  });

  it('joins neighbours the catalogue names as one word, splits a word it does not know into two it does', () => {
    const known = lexicon(['olio', 'extravergine', 'extra', 'uova', 'latte', 'intero'], ['fresca']);
    expect(texts('olio extra vergine', known)).toEqual(['olio', 'extravergine']);
    expect(texts('uovafresca', known)).toEqual(['uova', 'fresca']);
    expect(texts('latteintero', known)).toEqual(['latte', 'intero']);
    // A known word is never split, an unknown one without two known halves is left to the correction.
    expect(texts('extravergine', known)).toEqual(['extravergine']);
    expect(texts('mozarella', known)).toEqual(['mozarella']);
  });

  it('leaves whole a last word that starts a catalogue word: the shopper is still typing it', () => {
    const known = lexicon(['pan', 'car', 'olio'], [], ['pancar']);
    expect(texts('pancar', known)).toEqual(['pancar']);
    // Not the last word: split as any other.
    expect(texts('pancar olio', known)).toEqual(['pan', 'car', 'olio']);
  });

  it('tells a rewrite that changes the words from one that only restores an accent', () => {
    const known = lexicon(['olio', 'extravergine']);
    expect(rewriteSearch('olio extra vergine', typedWords('olio extra vergine'), known)).toEqual({
      text: 'olio extravergine',
      changed: true,
    });
    expect(rewriteSearch('Olio', typedWords('Olio'), known)).toEqual({ text: 'Olio', changed: false });
    const te = applySynonyms(typedWords('te'), searchSynonymsOf('buonmercato'));
    expect(rewriteSearch('te', te, known)).toEqual({ text: 'tè', changed: false });
  });
});
