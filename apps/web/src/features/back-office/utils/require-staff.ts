import type { User } from '@spesa/domain';
import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { requireUser } from '../../auth/utils/require-user';

/**
 * The guard of the back office (second file, section 4: "Admin routes need an SSO user, otherwise
 * the user goes to the user board"): a visitor goes Home (requireUser), a logged-in shopper who is
 * not staff goes to /profile. Resolves with the staff user.
 */
export async function requireStaff(): Promise<User> {
  const user = await requireUser();
  if (!user.ssoUser) throw redirect(paths.profile.to());
  return user;
}

/** The loader of a back-office page that needs nothing but the guard. */
export async function requireStaffLoader(): Promise<null> {
  await requireStaff();
  return null;
}
