import type { RegisterUserRequest } from '@spesa/domain';
import { useMutation } from '@tanstack/react-query';
import { challengeQuery } from '../../../components/challenge/use-challenge';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /ebsn/api/registration/register_user: the account is created and the confirmation link is
 * sent by e-mail, with the solved challenge in ?recaptcha=. Resolves with the server's message; a
 * refusal names each failing field.
 */
export async function registerUser({
  request,
  recaptcha,
}: {
  request: RegisterUserRequest;
  recaptcha: string | null;
}): Promise<{ email: string; message?: string }> {
  const envelope = await apiRequest<{ email: string }>('POST', '/ebsn/api/registration/register_user', {
    body: request,
    query: challengeQuery(recaptcha),
  });
  return { email: envelope.data.email, message: envelope.response.infosMessage[0]?.description };
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
