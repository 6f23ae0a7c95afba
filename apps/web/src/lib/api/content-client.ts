import { CONTENT_API_PREFIX, errorTexts, WP_TOTAL_HEADER } from '@spesa/domain';
import { ApiError, type Query } from './client';

/** A content list and WordPress's count of all its items (X-WP-Total). */
export type ContentList<T> = { items: T[]; total: number };

/** How long a content answer stays fresh in the query cache: pages, menus and flyers change rarely. */
export const CONTENT_STALE_TIME = 30 * 60_000;

function contentUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return `${CONTENT_API_PREFIX}${path}${params.size ? `?${params}` : ''}`;
}

/**
 * GET a content path under /p/wp-json. Its answers are WordPress's own JSON (not the shop's
 * envelope), the same whether the embedded content or a WordPress site answered; a failure is an
 * ApiError with the HTTP status (and WordPress's message when it gave one).
 */
export async function contentGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<{ data: T; total: number }> {
  let response: Response;
  try {
    response = await fetch(contentUrl(path, query), { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [{ code: 'errors.network', description: errorTexts.generic }]);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok || body === undefined) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, [
      { code: 'errors.generic', description: typeof message === 'string' ? message : errorTexts.generic },
    ]);
  }
  const total = Number(response.headers.get(WP_TOTAL_HEADER));
  return { data: body as T, total: Number.isFinite(total) && total > 0 ? total : Array.isArray(body) ? body.length : 0 };
}

/** GET a content list: its items and their total. */
export async function contentList<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ContentList<T>> {
  const { data, total } = await contentGet<T[]>(path, query, signal);
  return { items: Array.isArray(data) ? data : [], total };
}
