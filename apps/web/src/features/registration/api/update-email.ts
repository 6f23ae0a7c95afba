import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { userDetailQueryKey } from './get-user-detail';

export type UpdateEmailInput = { email: string; password: string };

/**
 * POST /ebsn/api/registration/update_email: a link goes to the new address; the e-mail changes when
 * it comes back. Resolves with the server's message.
 */
export async function updateEmail(input: UpdateEmailInput): Promise<string | undefined> {
  const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/registration/update_email', { body: input });
  return envelope.response.infosMessage[0]?.description;
}

/** The personal data is asked again, to show the address waiting for its confirmation. */
export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailQueryKey }),
  });
}
