import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchAccount } from '../../../lib/api/account-queries';
import { apiRequest } from '../../../lib/api/client';
import { sessionCookie } from '../../../lib/api/session-cookie';

export type UpdatePasswordInput = { token: string; password: string };

/**
 * POST /ebsn/api/registration/update_password with the reset link's token: the new password holds
 * and every session of the account ends. Resolves with the server's message.
 */
export async function updatePassword(input: UpdatePasswordInput): Promise<string | undefined> {
  const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/registration/update_password', { body: input });
  return envelope.response.infosMessage[0]?.description;
}

/** Every session ended, this browser's too (the server cleared its cookie): a visitor from now on. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      sessionCookie.forget();
      switchAccount(queryClient, null);
    },
  });
}
