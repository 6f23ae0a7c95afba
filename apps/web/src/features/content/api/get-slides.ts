import { type ContentSlide, contentPaths } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_TIME, contentList } from '../../../lib/api/content-client';
import { contentKeys } from './content-keys';

/** At most this many slides in the carousel. */
const SLIDES_PER_PAGE = 10;

/** GET /p/wp-json/wp/v2/slide: the slides valid today (the server applies the slider date at noon). */
export async function getSlides(signal?: AbortSignal): Promise<ContentSlide[]> {
  return (await contentList<ContentSlide>(contentPaths.slides, { per_page: SLIDES_PER_PAGE }, signal)).items;
}

export function getSlidesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.slides(),
    queryFn: ({ signal }) => getSlides(signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useSlides() {
  return useQuery(getSlidesQueryOptions());
}
