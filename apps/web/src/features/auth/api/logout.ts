import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchAccount } from '../../../lib/api/account-queries';
import { apiRequest } from '../../../lib/api/client';
import { sessionCookie } from '../../../lib/api/session-cookie';

/**
 * POST /ebsn/api/auth/logout: the server ends the session and clears its cookie; the page takes the
 * shopper for a visitor whatever the answer (the shopper asked to leave). Resolves with the server's message, rejects when the call failed.
 */
export async function logout(): Promise<string | undefined> {
  try {
    const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/auth/logout');
    return envelope.response.infosMessage[0]?.description;
  } finally {
    sessionCookie.forget();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => switchAccount(queryClient, null),
  });
}
