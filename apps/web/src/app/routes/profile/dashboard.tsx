import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { tenantSettings } from '../../../config/tenant-settings';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { UserBoard } from '../../../features/profile/components/user-board';
import type { ProfileCrumb } from './profile-layout';

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

export const handle: ProfileCrumb = { crumb: { labelKey: 'profile.nav.dashboard' } };

/** /profile/dashboard: the user board, the profile's home (the layout above has checked the login). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.profile} />
      <PageTitle>{t('profile.nav.dashboard')}</PageTitle>
      {user && <UserBoard user={user} />}
    </>
  );
}
