import type { Suggestions } from '@spesa/domain';
import type { SearchedWord } from '../utils/saved-search-words';

/** One row of the dropdown: a word to search, a category or a product to open. */
export type SearchOption =
  | { kind: 'recent'; label: string }
  | { kind: 'word'; label: string }
  | { kind: 'category'; label: string; slug: string; categoryId: number }
  | { kind: 'product'; label: string; slug: string; brand: string; mediaURL: string; priceCents: number };

export type SearchOptionGroup = { id: 'recent' | 'words' | 'categories' | 'products'; options: SearchOption[] };

const MAX_RECENT = 6;

/** The dropdown's groups: recent searches for an empty box, otherwise the server's suggestions. */
export function searchOptionGroups(
  text: string,
  savedWords: SearchedWord[],
  suggestions: Suggestions | undefined,
): SearchOptionGroup[] {
  if (text.trim() === '') {
    const recent = savedWords.slice(0, MAX_RECENT).map((word) => ({ kind: 'recent' as const, label: word.name }));
    return recent.length ? [{ id: 'recent', options: recent }] : [];
  }
  if (!suggestions) return [];
  const groups: SearchOptionGroup[] = [
    { id: 'words', options: suggestions.words.map((word) => ({ kind: 'word' as const, label: word })) },
    {
      id: 'categories',
      options: suggestions.categories.map((category) => ({
        kind: 'category' as const,
        label: category.name,
        slug: category.slug,
        categoryId: category.categoryId,
      })),
    },
    {
      id: 'products',
      options: suggestions.products.map((product) => ({
        kind: 'product' as const,
        label: product.name,
        slug: product.slug,
        brand: product.brand,
        mediaURL: product.mediaURL,
        priceCents: product.priceCents,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
