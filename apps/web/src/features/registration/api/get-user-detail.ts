import type { UserDetail } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';

export const userDetailQueryKey = [...accountQueryKeys.scope, 'user-detail'] as const;

/** GET /ebsn/api/registration/user_detail: every personal field of the logged-in shopper. */
export async function getUserDetail(signal?: AbortSignal): Promise<UserDetail> {
  return (await apiGet<{ user: UserDetail }>('/ebsn/api/registration/user_detail', undefined, signal)).user;
}

export function getUserDetailQueryOptions() {
  return queryOptions({ queryKey: userDetailQueryKey, queryFn: ({ signal }) => getUserDetail(signal) });
}

export function useUserDetail() {
  return useQuery(getUserDetailQueryOptions());
}
