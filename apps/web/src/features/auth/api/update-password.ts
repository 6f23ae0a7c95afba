import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchAccount } from '../../../lib/api/account-queries';
import { apiRequest } from '../../../lib/api/client';
import { storedSession } from '../../../lib/api/session-storage';

export type UpdatePasswordInput = { token: string; password: string };

/**
 * POST /ebsn/api/registration/update_password with the reset link's token: the new password holds
 * and every session of the account ends. Resolves with the server's message.
 */
export async function updatePassword(input: UpdatePasswordInput): Promise<string | undefined> {
  const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/registration/update_password', { body: input });
  return envelope.response.infosMessage[0]?.description;
}

/** Every session ended, this browser's too: it forgets it rather than meet an expired session later. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      storedSession.clear();
      switchAccount(queryClient, null);
    },
  });
}
