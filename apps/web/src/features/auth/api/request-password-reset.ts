import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /ebsn/api/registration/password_reset: a reset link goes to the address if it is registered
 * (the answer is the same either way). Resolves with the server's message.
 */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/registration/password_reset', {
    body: { email },
  });
  return envelope.response.infosMessage[0]?.description;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
