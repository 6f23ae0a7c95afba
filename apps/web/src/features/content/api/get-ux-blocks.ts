import { type ContentUxBlock, contentPaths } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_TIME, contentList } from '../../../lib/api/content-client';
import { contentKeys } from './content-keys';

/** Where blocks are placed: the home, or a category page (by the category's slug). */
export type UxBlockPlace = { position: 'home' } | { position: 'category'; categorySlug: string };

/** GET /p/wp-json/wp/v2/ux_block?ux_position=(&category_slug=): the blocks of a place. */
export async function getUxBlocks(place: UxBlockPlace, signal?: AbortSignal): Promise<ContentUxBlock[]> {
  const query =
    place.position === 'home' ? { ux_position: 'home' } : { ux_position: 'category', category_slug: place.categorySlug };
  return (await contentList<ContentUxBlock>(contentPaths.uxBlocks, query, signal)).items;
}

export function getUxBlocksQueryOptions(place: UxBlockPlace) {
  return queryOptions({
    queryKey: contentKeys.uxBlocks(place),
    queryFn: ({ signal }) => getUxBlocks(place, signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useUxBlocks(place: UxBlockPlace) {
  return useQuery(getUxBlocksQueryOptions(place));
}
