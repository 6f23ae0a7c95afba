import type { User } from '@spesa/domain';
import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { getCurrentUserQueryOptions } from '../../auth/api/get-current-user';

/**
 * The guard of the back office (second file, section 4: "Admin routes need an SSO user, otherwise
 * the user goes to the user board"): a logged-in shopper who is not staff goes to /profile/dashboard. A visitor
 * stays: the back office's layout asks for the staff login in place (issue 19: a store's tablet
 * opening /admin in the morning gets the login form, not the shop's home). Resolves with the staff
 * user, or null for a visitor (the pages below then draw nothing but the login).
 */
export async function requireStaff(): Promise<User | null> {
  const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions()).catch(() => null);
  if (user && !user.ssoUser) throw redirect(paths.profileDashboard.to());
  return user;
}

/** The loader of a back-office page that needs nothing but the guard. */
export async function requireStaffLoader(): Promise<null> {
  await requireStaff();
  return null;
}
