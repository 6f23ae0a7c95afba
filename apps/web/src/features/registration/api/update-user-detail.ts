import type { UpdateUserDetailRequest, UserDetail } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiRequest } from '../../../lib/api/client';
import { userDetailQueryKey } from './get-user-detail';

/** POST /ebsn/api/registration/update_user_detail: the personal data changes; resolves with the new data and the server's message. */
export async function updateUserDetail(request: UpdateUserDetailRequest): Promise<{ user: UserDetail; message?: string }> {
  const envelope = await apiRequest<{ user: UserDetail }>('POST', '/ebsn/api/registration/update_user_detail', {
    body: request,
  });
  return { user: envelope.data.user, message: envelope.response.infosMessage[0]?.description };
}

/** The new data replaces the old one; the current user (whose name the navbar shows) is asked again. */
export function useUpdateUserDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetail,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userDetailQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.currentUser });
    },
  });
}
