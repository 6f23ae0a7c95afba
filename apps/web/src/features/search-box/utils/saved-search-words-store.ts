import { freshSearchWords, parseSearchWords, recordSearchWord, type SearchedWord } from './saved-search-words';

export const SEARCH_WORDS_KEY = 'spesa.searchedWords';

function load(): SearchedWord[] {
  try {
    return parseSearchWords(localStorage.getItem(SEARCH_WORDS_KEY));
  } catch {
    return [];
  }
}

/** The saved search words in local storage: fresh ones only, most searched first. */
export const savedSearchWords = {
  list(now = Date.now()): SearchedWord[] {
    return freshSearchWords(load(), now);
  },
  record(word: string, now = Date.now()): SearchedWord[] {
    const next = recordSearchWord(load(), word, now);
    try {
      localStorage.setItem(SEARCH_WORDS_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: the word is simply not remembered.
    }
    return next;
  },
};
