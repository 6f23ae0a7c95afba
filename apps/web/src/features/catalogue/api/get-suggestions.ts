import type { Suggestions } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export const suggestionsQueryKeys = {
  all: ['catalogue', 'suggestions'] as const,
  byText: (q: string) => [...suggestionsQueryKeys.all, q] as const,
};

/** GET /ebsn/api/products/suggest: words, categories and products close to a text (the empty search state offers them). */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const data = await apiGet<{ suggestions: Suggestions }>('/ebsn/api/products/suggest', { q }, signal);
  return data.suggestions;
}

export function getSuggestionsQueryOptions(q: string) {
  return queryOptions({ queryKey: suggestionsQueryKeys.byText(q), queryFn: ({ signal }) => getSuggestions(q, signal) });
}

export function useSuggestions(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSuggestionsQueryOptions(q), enabled: (options.enabled ?? true) && q.trim() !== '' });
}
