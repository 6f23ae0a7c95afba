import { describe, expect, it } from 'vitest';
import { freshSearchWords, parseSearchWords, recordSearchWord, type SearchedWord } from './saved-search-words';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 2, 10, 12);

describe('saved search words', () => {
  it('starts a new word at 1 and increments a repeated one (ignoring case and spaces)', () => {
    let words = recordSearchWord([], 'latte', now);
    expect(words).toEqual([{ name: 'latte', counter: 1, timestamp: now }]);
    words = recordSearchWord(words, '  Latte ', now + 1000);
    expect(words).toEqual([{ name: 'Latte', counter: 2, timestamp: now + 1000 }]);
  });

  it('drops words last searched more than 30 days ago', () => {
    const words: SearchedWord[] = [
      { name: 'pane', counter: 9, timestamp: now - 31 * DAY },
      { name: 'uova', counter: 1, timestamp: now - 29 * DAY },
    ];
    expect(freshSearchWords(words, now).map((word) => word.name)).toEqual(['uova']);
    expect(recordSearchWord(words, 'mele', now).map((word) => word.name)).toEqual(['mele', 'uova']);
  });

  it('searching an old word again keeps it and refreshes its date', () => {
    const words: SearchedWord[] = [{ name: 'pane', counter: 3, timestamp: now - 20 * DAY }];
    const next = recordSearchWord(words, 'pane', now);
    expect(freshSearchWords(next, now + 25 * DAY)).toEqual([{ name: 'pane', counter: 4, timestamp: now }]);
  });

  it('sorts by counter, descending, and the most recent first on a tie', () => {
    const words: SearchedWord[] = [
      { name: 'pasta', counter: 2, timestamp: now - 3 * DAY },
      { name: 'caffè', counter: 5, timestamp: now - 5 * DAY },
      { name: 'riso', counter: 2, timestamp: now - DAY },
    ];
    expect(freshSearchWords(words, now).map((word) => word.name)).toEqual(['caffè', 'riso', 'pasta']);
  });

  it('ignores blank words and broken storage', () => {
    expect(recordSearchWord([], '   ', now)).toEqual([]);
    expect(parseSearchWords('not json')).toEqual([]);
    expect(parseSearchWords('{"name":"x"}')).toEqual([]);
    expect(parseSearchWords('[{"name":"x","counter":1,"timestamp":1},{"name":2}]')).toEqual([
      { name: 'x', counter: 1, timestamp: 1 },
    ]);
  });
});
