import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchAccount } from '../../../lib/api/account-queries';
import { apiRequest } from '../../../lib/api/client';
import { sessionCookie } from '../../../lib/api/session-cookie';

/**
 * POST /ebsn/api/user/delete with the password as confirmation. Once the account is gone its session is
 * too (the server clears its cookie). Resolves with the server's message; a refusal (an order out for delivery,
 * a wrong password) rejects with the server's text and changes nothing.
 */
export async function deleteAccount(password: string): Promise<string | undefined> {
  const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/user/delete', { body: { password } });
  sessionCookie.forget();
  return envelope.response.infosMessage[0]?.description;
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => switchAccount(queryClient, null),
  });
}
