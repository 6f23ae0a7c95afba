import { queryOptions, useQuery } from '@tanstack/react-query';

export const versionQueryKey = ['shell', 'version'] as const;

/**
 * GET /version.json (a plain file, not an API envelope): the server's version for the footer, and
 * `lastVersion`, the newest app build and the url its update is got from (`{platform}` still in it),
 * for the version check. An answer without a usable `lastVersion` leaves it out.
 */
export type VersionDocument = { version: string; lastVersion: { version: string; url: string } | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function getVersionDocument(signal?: AbortSignal): Promise<VersionDocument> {
  const response = await fetch('/version.json', { cache: 'no-store', signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`version.json: ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body) || typeof body.version !== 'string') throw new Error('version.json: no version');
  const last = body.lastVersion;
  const lastVersion =
    isRecord(last) && typeof last.version === 'string' && typeof last.url === 'string'
      ? { version: last.version, url: last.url }
      : null;
  return { version: body.version, lastVersion };
}

/** The version document, read once for the footer; the version check reads it again through `fetchQuery` (staleTime 0). */
export function getVersionQueryOptions() {
  return queryOptions({
    queryKey: versionQueryKey,
    queryFn: ({ signal }) => getVersionDocument(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The server's version, for the footer. */
export function useVersion() {
  return useQuery({ ...getVersionQueryOptions(), select: (document) => document.version });
}
