import type { User } from '@spesa/domain';
import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { getCurrentUserQueryOptions } from '../api/get-current-user';

/**
 * The auth guard of the routes that need a login (second file, section 4): resolves with the
 * logged-in shopper, or throws a redirect Home. A stored session is checked with the server once
 * (auth/test), and every loader of the route may ask: React Router runs a parent's and its
 * children's loaders at the same time, so each child waits for the guard before its own calls.
 */
export async function requireUser(): Promise<User> {
  const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions()).catch(() => null);
  if (!user) throw redirect(paths.home.to());
  return user;
}

/** The loader of a page that needs nothing but the guard: its route module says `export { requireUserLoader as loader }`. */
export async function requireUserLoader(): Promise<null> {
  await requireUser();
  return null;
}
