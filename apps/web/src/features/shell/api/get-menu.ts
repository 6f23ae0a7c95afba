import { type ContentMenu, type MenuItem, type MenuLocation, menuLocationPath } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_TIME, contentGet } from '../../../lib/api/content-client';

export const menuQueryKey = (location: MenuLocation) => ['content', 'menu', location] as const;

/** GET /p/wp-json/menus/v1/locations/{location}: the menu the content places there (header, footer, links drawer, mobile). */
export async function getMenu(location: MenuLocation, signal?: AbortSignal): Promise<MenuItem[]> {
  const { data } = await contentGet<ContentMenu>(menuLocationPath(location), undefined, signal);
  return [...(data.items ?? [])].sort((a, b) => a.menu_order - b.menu_order);
}

export function getMenuQueryOptions(location: MenuLocation) {
  return queryOptions({
    queryKey: menuQueryKey(location),
    queryFn: ({ signal }) => getMenu(location, signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useMenu(location: MenuLocation, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMenuQueryOptions(location), enabled: options.enabled ?? true });
}
