import type { User } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeQuery } from '../../../components/challenge/use-challenge';
import { switchAccount } from '../../../lib/api/account-queries';
import { apiRequest } from '../../../lib/api/client';

/** `recaptcha`: the solved challenge, once the server has asked for it after repeated failures. */
export type LoginInput = { email: string; password: string; rememberMe: boolean; recaptcha?: string | null };

/**
 * POST /ebsn/api/auth/login as a form. The session comes back as an HttpOnly cookie, persistent
 * with remember me and ending with the browser without: the page never holds it. (The answer's
 * X-Ebsn-Session header is for the mobile app and API clients, and is left alone.)
 */
export async function login({ email, password, rememberMe, recaptcha }: LoginInput): Promise<User> {
  const envelope = await apiRequest<{ user: User }>('POST', '/ebsn/api/auth/login', {
    form: { login: email, password, remember_me: String(rememberMe), show_sectors: 'false' },
    query: challengeQuery(recaptcha),
  });
  return envelope.data.user;
}

/** Logs in; the shopper's earlier data is dropped and the current user becomes the one who logged in. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => switchAccount(queryClient, user),
  });
}
