import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { type GuardArgs, requireUser } from '../../../features/auth/utils/require-user';

/** /profile itself opens the user board, the profile's home (after the guard). */
export async function loader(args: GuardArgs) {
  await requireUser(args);
  return redirect(paths.profileDashboard.to());
}
