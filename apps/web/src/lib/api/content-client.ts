import { CONTENT_API_PREFIX, WP_TOTAL_HEADER } from '@spesa/domain';
import { ApiError, type Query } from './client';

/** A content list and WordPress's count of all its items (X-WP-Total). */
export type ContentList<T> = { items: T[]; total: number };

/** How long a content answer stays fresh in the query cache: pages, menus and flyers change rarely. */
export const CONTENT_STALE_TIME = 30 * 60_000;

/**
 * GET a content path under /p/wp-json. Its answers are WordPress's own JSON (not the shop's
 * envelope), the same whether the embedded content or a WordPress site answered; a failure is an
 * ApiError with the HTTP status (0: no answer). Kept small: the shell's menus bring it into every
 * first load.
 */
export async function contentGet<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<{ data: T; total: number }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null && value !== '') params.append(key, String(value));
  const response = await fetch(`${CONTENT_API_PREFIX}${path}${params.size ? `?${params}` : ''}`, {
    signal,
    headers: { Accept: 'application/json' },
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, []);
  });
  const data = response.ok ? ((await response.json().catch(() => undefined)) as T | undefined) : undefined;
  if (data === undefined) throw new ApiError(response.status, []);
  return { data, total: Number(response.headers.get(WP_TOTAL_HEADER)) || 0 };
}

/** GET a content list: its items and their total. */
export async function contentList<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ContentList<T>> {
  const { data, total } = await contentGet<T[]>(path, query, signal);
  const items = Array.isArray(data) ? data : [];
  return { items, total: total || items.length };
}
