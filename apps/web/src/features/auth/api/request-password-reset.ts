import { useMutation } from '@tanstack/react-query';
import { challengeQuery } from '../../../components/challenge/use-challenge';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /ebsn/api/registration/password_reset: a reset link goes to the address if it is registered
 * (the answer is the same either way), with the solved challenge in ?recaptcha=. Resolves with the
 * server's message.
 */
export async function requestPasswordReset({ email, recaptcha }: { email: string; recaptcha: string | null }) {
  const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/registration/password_reset', {
    body: { email },
    query: challengeQuery(recaptcha),
  });
  return envelope.response.infosMessage[0]?.description;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
