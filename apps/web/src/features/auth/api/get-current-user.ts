import type { User } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { ApiError, apiGet } from '../../../lib/api/client';
import { sessionCookie } from '../../../lib/api/session-cookie';

/**
 * GET /ebsn/api/auth/test: who the session cookie belongs to, or null for a visitor. Without a
 * session cookie nobody is logged in and nothing is asked; an expired session (419) is a visitor too
 * (the server has cleared the cookie and the client opened the login dialog).
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!sessionCookie.present()) return null;
  try {
    const data = await apiGet<{ valid: boolean; user: User | null }>('/ebsn/api/auth/test', undefined, signal);
    return data.valid ? data.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 419) return null;
    throw error;
  }
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: accountQueryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Without a session cookie the answer is known at once: a visitor (the navbar offers 'Accedi' at first paint).
    initialData: () => (sessionCookie.present() ? undefined : null),
    // Only logging in or out (which set it) and an expired session (which drops it) change the answer.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The user id of the specification: -1 for a visitor. */
export const NO_USER_ID = -1;

/** The logged-in shopper; logged in means a user id above -1 (first file, section 4). */
export function useCurrentUser() {
  const query = useQuery(getCurrentUserQueryOptions());
  const user = query.data ?? null;
  const userId = user?.userId ?? NO_USER_ID;
  return { user, userId, isLoggedIn: userId > NO_USER_ID, isPending: query.isPending };
}
