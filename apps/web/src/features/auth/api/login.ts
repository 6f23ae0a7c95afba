import type { User } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeQuery } from '../../../components/challenge/use-challenge';
import { switchAccount } from '../../../lib/api/account-queries';
import { ApiError, apiRequest } from '../../../lib/api/client';
import { storedSession } from '../../../lib/api/session-storage';

/** `recaptcha`: the solved challenge, once the server has asked for it after repeated failures. */
export type LoginInput = { email: string; password: string; rememberMe: boolean; recaptcha?: string | null };

/**
 * POST /ebsn/api/auth/login as a form. The answer's X-Ebsn-Session and X-Ebsn-Account headers are
 * kept (local storage with remember me, session storage without) and sent on every later call.
 */
export async function login({ email, password, rememberMe, recaptcha }: LoginInput): Promise<User> {
  let session: string | null = null;
  let account: string | null = null;
  const envelope = await apiRequest<{ user: User }>('POST', '/ebsn/api/auth/login', {
    form: { login: email, password, remember_me: String(rememberMe), show_sectors: 'false' },
    query: challengeQuery(recaptcha),
    onHeaders: (headers) => {
      session = headers.get('X-Ebsn-Session');
      account = headers.get('X-Ebsn-Account');
    },
  });
  if (!session || !account) throw new ApiError(0, [{ code: 'errors.generic', description: 'no session in the answer' }]);
  storedSession.save(session, account, rememberMe);
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
