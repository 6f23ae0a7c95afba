import { type ContentPage, contentPaths } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_TIME, contentList } from '../../../lib/api/content-client';
import { contentKeys } from './content-keys';

/** GET /p/wp-json/wp/v2/pages?slug=: the page, or null when no page has that slug. */
export async function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPage | null> {
  const { items } = await contentList<ContentPage>(contentPaths.pages, { slug }, signal);
  return items[0] ?? null;
}

export function getContentPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: ({ signal }) => getContentPage(slug, signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useContentPage(slug: string) {
  return useQuery(getContentPageQueryOptions(slug));
}
