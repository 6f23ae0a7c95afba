import { describe, expect, it } from 'vitest';
import { buildSearchPlan, chooseCorrection, type LexiconWord, matchesAnyWord, searchKey, type WordAnalysis } from './search-plan';

const word = (token: string, fields: Partial<WordAnalysis> = {}): WordAnalysis => ({
  token,
  stem: token,
  isLast: false,
  exact: true,
  knownStem: true,
  completions: [],
  candidates: [],
  ...fields,
});
const candidate = (text: string, score: number, frequency: number): LexiconWord => ({ word: text, stem: text, score, frequency });

describe('chooseCorrection', () => {
  it('takes the closest word', () => {
    expect(chooseCorrection([candidate('mozzarella', 0.75, 3), candidate('mortadella', 0.35, 50)])?.word).toBe('mozzarella');
  });

  it('prefers the most frequent word among nearly equal ones', () => {
    expect(chooseCorrection([candidate('pesto', 0.6, 2), candidate('pasta', 0.56, 90)])?.word).toBe('pasta');
  });

  it('offers nothing when no word is close enough', () => {
    expect(chooseCorrection([candidate('pane', 0.2, 100)])).toBeUndefined();
    expect(chooseCorrection([])).toBeUndefined();
  });
});

describe('buildSearchPlan', () => {
  it('ANDs the words and keeps known stems', () => {
    const plan = buildSearchPlan([word('mele', { stem: 'mel', exact: false }), word('golden', { isLast: true })]);
    expect(plan).toMatchObject({ documentQuery: "'mel' & 'golden'", exactQuery: "'mele' & 'golden'", correctedQuery: null });
    expect(plan?.nameStemQuery).toBe("'mel':A & 'golden':A");
  });

  it('replaces an unknown word by its correction and reports the corrected search', () => {
    const plan = buildSearchPlan([
      word('mozarella', { stem: 'mozarell', exact: false, knownStem: false, candidates: [candidate('mozzarella', 0.75, 4)] }),
      word('bufala', { isLast: true }),
    ]);
    expect(plan?.correctedQuery).toBe('mozzarella bufala');
    expect(plan?.documentQuery).toBe("'mozzarella' & 'bufala'");
  });

  it('does not complete a last word that is a catalogue word, but remembers its completions', () => {
    const plan = buildSearchPlan([
      word('mela', { stem: 'mel', isLast: true, completions: [{ word: 'melanzane', stem: 'melanzan', frequency: 9 }] }),
    ]);
    expect(plan?.words[0]).toMatchObject({ prefix: false, completions: ['melanzane'] });
    expect(plan?.documentQuery).toBe("'mel'");
  });

  it('completes a known stem that is not a word, ranking its own stem first', () => {
    const plan = buildSearchPlan([
      word('parm', { exact: false, isLast: true, completions: [{ word: 'parmigiano', stem: 'parmig', frequency: 9 }] }),
    ]);
    expect(plan?.documentQuery).toBe("('parm':* | 'parm' | 'parmig')");
    expect(plan?.nameStemQuery).toBe("'parm':A");
  });

  it('completes the last word while it is being typed', () => {
    const plan = buildSearchPlan([
      word('parmig', {
        isLast: true,
        exact: false,
        knownStem: false,
        completions: [{ word: 'parmigiano', stem: 'parmig', frequency: 9 }],
      }),
    ]);
    expect(plan?.words[0]).toMatchObject({ prefix: true, completions: ['parmigiano'] });
    expect(plan?.documentQuery).toBe("('parmig':* | 'parmig')");
    expect(plan?.nameQuery).toBe("('parmig':*A | 'parmig':A)");
    expect(plan?.exactQuery).toBe("'parmig'");
  });

  it('drops stop words but keeps a lone one still being typed', () => {
    expect(
      buildSearchPlan([word('olio'), word('di', { stem: null, exact: false, knownStem: false, isLast: true })])?.documentQuery,
    ).toBe("'olio'");
    expect(buildSearchPlan([word('di', { stem: null, exact: false, knownStem: false, isLast: true })])).toBeNull();
    const typing = buildSearchPlan([
      word('con', {
        stem: null,
        exact: false,
        knownStem: false,
        isLast: true,
        completions: [{ word: 'conserva', stem: 'conserv', frequency: 2 }],
      }),
    ]);
    expect(typing?.documentQuery).toBe("('con':* | 'conserv')");
  });

  it('has nothing to search without words', () => {
    expect(buildSearchPlan([])).toBeNull();
  });

  it('matches categories by stem or by prefix', () => {
    const plan = buildSearchPlan([
      word('form', {
        isLast: true,
        exact: false,
        knownStem: false,
        completions: [{ word: 'formaggi', stem: 'formagg', frequency: 3 }],
      }),
    ]);
    expect(plan && matchesAnyWord(plan, ['formagg', 'dur'])).toBe(true);
    expect(plan && matchesAnyWord(plan, ['latt'])).toBe(false);
  });
});

describe('searchKey', () => {
  it('keeps only what can change the plan: ASCII case and punctuation go, other characters stay', () => {
    expect(searchKey('  Latte,  INTERO! ')).toBe('latte intero');
    expect(searchKey("caffe' | !(:*")).toBe('caffe');
    expect(searchKey('&&&')).toBe('');
    // Accents and other letters are left to the database: 'caffè' and 'caffe' are two keys.
    expect(searchKey('Caffè')).toBe('caffè');
    expect(searchKey('CAFFÈ')).toBe('caffÈ');
  });
});
