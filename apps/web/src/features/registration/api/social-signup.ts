import type { SocialRegistrationRequest, SocialUserDetail, User } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { switchAccount } from '../../../lib/api/account-queries';
import { apiGet, apiRequest } from '../../../lib/api/client';

/** A new social shopper's pending data: kept by the server under an HttpOnly cookie, not in the account's scope. */
export const socialUserDetailQueryKey = ['social-signup', 'detail'] as const;

/** GET /ebsn/api/registration/social_user_detail: what the provider gave, and whether its e-mail has an account. */
export const socialUserDetailQueryOptions = () =>
  queryOptions({
    queryKey: socialUserDetailQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet<{ socialUser: SocialUserDetail }>('/ebsn/api/registration/social_user_detail', undefined, signal)).socialUser,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSocialUserDetail() {
  return useQuery(socialUserDetailQueryOptions());
}

/** The finished sign-up: logged in (`user`) when the provider vouched for the e-mail, otherwise the link was mailed. */
export type SocialSignupOutcome = { loggedIn: boolean; email: string; user: User | null; message?: string };

async function finishSignup(path: string, body: unknown): Promise<SocialSignupOutcome> {
  const envelope = await apiRequest<Omit<SocialSignupOutcome, 'message'>>('POST', path, { body });
  return { ...envelope.data, message: envelope.response.infosMessage[0]?.description };
}

/** POST /ebsn/api/registration/social_user_detail: the account is created with the shop's data and the link. */
export function useCompleteSocialRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SocialRegistrationRequest) => finishSignup('/ebsn/api/registration/social_user_detail', request),
    onSuccess: (outcome) => {
      if (outcome.user) switchAccount(queryClient, outcome.user);
    },
  });
}

/** POST /ebsn/api/registration/social_link: the provider joins the account its e-mail names, with that account's password. */
export function useLinkSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => finishSignup('/ebsn/api/registration/social_link', { password }),
    onSuccess: (outcome) => {
      if (outcome.user) switchAccount(queryClient, outcome.user);
    },
  });
}
