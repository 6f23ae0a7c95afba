import { type ContentAward, contentPaths } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_TIME, contentList } from '../../../lib/api/content-client';
import { contentKeys, WHOLE_LIST } from './content-keys';

/** GET /p/wp-json/wp/v2/vantaggio: the loyalty card's awards. */
export async function getAwards(signal?: AbortSignal): Promise<ContentAward[]> {
  return (await contentList<ContentAward>(contentPaths.awards, WHOLE_LIST, signal)).items;
}

export function getAwardsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.awards(),
    queryFn: ({ signal }) => getAwards(signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useAwards() {
  return useQuery(getAwardsQueryOptions());
}
