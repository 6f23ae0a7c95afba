import type { User } from '@spesa/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query that belongs to the logged-in shopper (who they are, their personal data, later their
 * orders and lists) has a key starting with `scope`, so logging in or out, or an expired session,
 * replaces them all at once.
 */
export const accountQueryKeys = {
  scope: ['account'] as const,
  currentUser: ['account', 'current-user'] as const,
};

/**
 * A new shopper (or none): their data is dropped, so the next screen asks again with the new
 * session, and the current user becomes `user` (null: a visitor, user id -1).
 */
export function switchAccount(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({
    queryKey: accountQueryKeys.scope,
    predicate: (query) => query.queryKey[1] !== accountQueryKeys.currentUser[1],
  });
  queryClient.setQueryData(accountQueryKeys.currentUser, user);
}

/** The logged-in shopper as last known (null or undefined: a visitor), for code outside the auth feature. */
export function knownUser(queryClient: QueryClient): User | null {
  return queryClient.getQueryData<User | null>(accountQueryKeys.currentUser) ?? null;
}
