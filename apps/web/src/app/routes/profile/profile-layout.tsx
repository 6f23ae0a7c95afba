import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, type UIMatch, useMatches } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useLogoutAndGoHome } from '../../../features/auth/hooks/use-logout-and-go-home';
import { ProfileLayout } from '../../../features/profile/components/profile-layout';

/** What a profile page tells the breadcrumb: its label (an i18n key) and, for a section, its address. */
export type ProfileCrumb = { crumb: { labelKey: string; to?: string } };

/** Only a logged-in shopper enters the profile; anyone else goes Home. */
export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

/** /profile: the frame around the profile's pages; leaving the logged-in state (logout, expiry) leaves it too. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const logoutAndGoHome = useLogoutAndGoHome();
  const crumbs = (useMatches() as UIMatch<unknown, ProfileCrumb | undefined>[])
    .flatMap((match) => (match.handle?.crumb ? [match.handle.crumb] : []))
    .map(({ labelKey, to }) => ({ label: t(labelKey), to }));
  if (!user) return <Navigate to={paths.home.to()} replace />;
  return (
    <ProfileLayout firstName={user.firstName} crumbs={crumbs} onLogout={() => void logoutAndGoHome()}>
      <Outlet />
    </ProfileLayout>
  );
}
