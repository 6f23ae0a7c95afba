import type { Suggestions } from '@spesa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export const searchSuggestionsQueryKey = (q: string) => ['search-box', 'suggestions', q] as const;

/** GET /ebsn/api/products/suggest?q=: words, categories and products for the fast search box. */
export async function getSearchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const data = await apiGet<{ suggestions: Suggestions }>('/ebsn/api/products/suggest', { q }, signal);
  return data.suggestions;
}

export function getSearchSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchSuggestionsQueryKey(q),
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    staleTime: 5 * 60_000,
    // While the next letters are asked for, the previous suggestions stay instead of flickering away.
    placeholderData: keepPreviousData,
  });
}

export function useSearchSuggestions(q: string, enabled: boolean) {
  return useQuery({ ...getSearchSuggestionsQueryOptions(q), enabled });
}
