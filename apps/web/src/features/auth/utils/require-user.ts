import { hasMinimumProfileLevel, type User } from '@spesa/domain';
import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n';
import { apiEvents } from '../../../lib/api/api-events';
import { loginDialog } from '../../../lib/api/login-dialog';
import { queryClient } from '../../../lib/query-client';
import { getCurrentUserQueryOptions } from '../api/get-current-user';

/** What a guarded loader receives from React Router: the request of the page asked for. */
export type GuardArgs = { request: Request };

/** The page asked for, as a path inside the shop (path, query and hash). */
function wantedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A visitor asked for a page that needs a login (second file, section 6: "the login dialog is
 * prompted and a not-logged-in event is emitted"): the event goes out, the dialog opens over Home
 * saying why, and once logged in the dialog takes the shopper to the page asked for.
 */
export function askVisitorToLogIn(wanted: string): void {
  apiEvents.emit({ type: 'not-logged-in', wanted });
  loginDialog.open({ notice: i18n.t('auth.guard.loginNeeded'), noticeSeverity: 'info', afterLogin: wanted });
}

/**
 * The auth guard of the routes that need a login (second file, section 4): resolves with the
 * logged-in shopper, or throws a redirect Home with the login dialog open (askVisitorToLogIn). A
 * stored session is checked with the server once (auth/test), and every loader of the route may ask:
 * React Router runs a parent's and its children's loaders at the same time, so each child waits for
 * the guard before its own calls. A profile below the configured minimum level (section 6) is sent
 * to complete its data first: every guarded page but My profile itself redirects there.
 */
export async function requireUser({ request }: GuardArgs): Promise<User> {
  const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions()).catch(() => null);
  if (!user) {
    // A session that expired on the way has its own notice, and its own dialog already open.
    if (!loginDialog.state().open) askVisitorToLogIn(wantedPath(request));
    throw redirect(paths.home.to());
  }
  const completing = new URL(request.url).pathname === paths.profileUpdate.to();
  if (!hasMinimumProfileLevel(user.profile.level) && !completing) throw redirect(paths.profileUpdate.to());
  return user;
}

/** The loader of a page that needs nothing but the guard: its route module says `export { requireUserLoader as loader }`. */
export async function requireUserLoader(args: GuardArgs): Promise<null> {
  await requireUser(args);
  return null;
}
