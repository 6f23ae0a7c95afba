import { queryOptions, useQuery } from '@tanstack/react-query';

export const versionQueryKey = ['shell', 'version'] as const;

/** GET /version.json: the version of the running shop (a plain file, not an API envelope). */
export async function getVersion(signal?: AbortSignal): Promise<string> {
  const response = await fetch('/version.json', { cache: 'no-store', signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`version.json: ${response.status}`);
  const body = (await response.json()) as { version?: unknown };
  if (typeof body.version !== 'string') throw new Error('version.json: no version');
  return body.version;
}

export function getVersionQueryOptions() {
  return queryOptions({
    queryKey: versionQueryKey,
    queryFn: ({ signal }) => getVersion(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useVersion() {
  return useQuery(getVersionQueryOptions());
}
