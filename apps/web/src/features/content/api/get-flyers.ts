import { type ContentFlyer, contentPaths } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_TIME, contentList } from '../../../lib/api/content-client';
import { contentKeys, WHOLE_LIST } from './content-keys';

/** GET /p/wp-json/wp/v2/volantino: the flyers. */
export async function getFlyers(signal?: AbortSignal): Promise<ContentFlyer[]> {
  return (await contentList<ContentFlyer>(contentPaths.flyers, WHOLE_LIST, signal)).items;
}

/** GET /p/wp-json/wp/v2/volantino?slug=: one flyer, or null when none has that slug. */
export async function getFlyer(slug: string, signal?: AbortSignal): Promise<ContentFlyer | null> {
  return (await contentList<ContentFlyer>(contentPaths.flyers, { slug }, signal)).items[0] ?? null;
}

export function getFlyersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.flyers(),
    queryFn: ({ signal }) => getFlyers(signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function getFlyerQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.flyer(slug),
    queryFn: ({ signal }) => getFlyer(slug, signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useFlyers() {
  return useQuery(getFlyersQueryOptions());
}

export function useFlyer(slug: string) {
  return useQuery(getFlyerQueryOptions(slug));
}
