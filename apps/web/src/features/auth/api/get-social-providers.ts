import type { SocialProvider } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';

/** GET /ebsn/api/social-login/providers: the providers the brand configured; they change only with a new deployment. */
export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['social-login', 'providers'] as const,
    queryFn: ({ signal }) => apiGet<{ providers: SocialProvider[] }>('/ebsn/api/social-login/providers', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions());
}

/** Where a button leads: the server starts the sign-in and sends the browser to the provider. */
export function socialStartUrl(provider: SocialProvider, redirectTo: string): string {
  return `/ebsn/api/social-login/${provider}/start?${new URLSearchParams({ redirect: redirectTo })}`;
}
