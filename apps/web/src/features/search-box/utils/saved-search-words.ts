import { SAVED_SEARCH_WORD_DAYS } from '@spesa/domain';

/** A word the shopper searched: how many times, and when last (epoch ms). */
export type SearchedWord = { name: string; counter: number; timestamp: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough for the dropdown; older, rarer words make room. */
export const SAVED_SEARCH_WORDS_MAX = 20;

const normalise = (word: string) => word.trim().replace(/\s+/g, ' ');
const sameWord = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'accent' }) === 0;

/** Drops the words last searched more than `days` ago and sorts by counter, most searched (then most recent) first. */
export function freshSearchWords(words: readonly SearchedWord[], now: number, days = SAVED_SEARCH_WORD_DAYS): SearchedWord[] {
  return words
    .filter((word) => now - word.timestamp <= days * DAY_MS)
    .sort((a, b) => b.counter - a.counter || b.timestamp - a.timestamp)
    .slice(0, SAVED_SEARCH_WORDS_MAX);
}

/** Records a search: a repeated word (case-insensitive) counts one more, a new one starts at 1. */
export function recordSearchWord(words: readonly SearchedWord[], word: string, now: number): SearchedWord[] {
  const name = normalise(word);
  if (!name) return freshSearchWords(words, now);
  const existing = words.find((item) => sameWord(item.name, name));
  const next = existing
    ? words.map((item) => (item === existing ? { name, counter: item.counter + 1, timestamp: now } : item))
    : [...words, { name, counter: 1, timestamp: now }];
  return freshSearchWords(next, now);
}

/** Reads the stored list, ignoring anything that is not a list of words. */
export function parseSearchWords(raw: string | null): SearchedWord[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is SearchedWord =>
        typeof item?.name === 'string' && typeof item.counter === 'number' && typeof item.timestamp === 'number',
    );
  } catch {
    return [];
  }
}
