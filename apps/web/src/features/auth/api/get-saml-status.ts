import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

export const samlStatusQueryKey = ['saml-status'] as const;

/** GET /ebsn/api/saml/status: whether the brand signs staff in through its identity provider (SAML). */
export async function getSamlStatus(signal?: AbortSignal): Promise<{ enabled: boolean }> {
  return apiGet<{ enabled: boolean }>('/ebsn/api/saml/status', undefined, signal);
}

export function getSamlStatusQueryOptions() {
  return queryOptions({
    queryKey: samlStatusQueryKey,
    queryFn: ({ signal }) => getSamlStatus(signal),
    // A setting of the server: it changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** True once the server said the brand has SAML; false while asking or when it failed (no button rather than a broken one). */
export function useSamlEnabled(): boolean {
  return useQuery(getSamlStatusQueryOptions()).data?.enabled ?? false;
}

/** do-login's address: back to `returnPath` of this shop after the identity provider (the server refuses any other site). */
export function companySignInUrl(returnPath: string): string {
  const relay = new URL(returnPath, window.location.origin).href;
  return `/ebsn/api/saml/do-login?${new URLSearchParams({ relay_state_url: relay })}`;
}

/** do-logout's address: the shop session and the identity provider's end, then the shop's home. */
export function companySignOutUrl(): string {
  return `/ebsn/api/saml/do-logout?${new URLSearchParams({ relay_state_url: `${window.location.origin}/` })}`;
}
