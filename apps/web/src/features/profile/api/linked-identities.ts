import type { LinkedIdentity, SocialProvider } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet, apiPost, apiRequest } from '../../../lib/api/client';

export const linkedIdentitiesQueryKey = [...accountQueryKeys.scope, 'linked-identities'] as const;

/** GET /ebsn/api/registration/social_identities: the providers linked to the account, and whether it has a password. */
export const linkedIdentitiesQueryOptions = () =>
  queryOptions({
    queryKey: linkedIdentitiesQueryKey,
    queryFn: ({ signal }) =>
      apiGet<{ identities: LinkedIdentity[]; hasPassword: boolean }>(
        '/ebsn/api/registration/social_identities',
        undefined,
        signal,
      ),
  });

export function useLinkedIdentities() {
  return useQuery(linkedIdentitiesQueryOptions());
}

/** POST /ebsn/api/registration/social_unlink; resolves with the server's message, a refusal (the last way in) rejects with its text. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identityId: number) =>
      (await apiRequest<Record<string, never>>('POST', '/ebsn/api/registration/social_unlink', { body: { identityId } })).response
        .infosMessage[0]?.description,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedIdentitiesQueryKey }),
  });
}

/** POST /ebsn/api/social-login/{provider}/link, then the browser goes to the provider and comes back to `redirect`. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: async ({ provider, redirect }: { provider: SocialProvider; redirect: string }) => {
      const { authorizationUrl } = await apiPost<{ authorizationUrl: string }>(`/ebsn/api/social-login/${provider}/link`, {
        redirect,
      });
      window.location.assign(authorizationUrl);
    },
  });
}
