import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { requireUser } from '../../../features/auth/utils/require-user';

/** /profile itself opens My profile, the one section there is so far (after the guard). */
export async function loader() {
  await requireUser();
  return redirect(paths.profileUpdate.to());
}
