import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AddressBook } from '../../../features/addresses/components/address-book';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = { crumb: { labelKey: 'profile.nav.addresses', to: paths.profileAddresses.to() } };

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

/** /profile/addresses, My addresses. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('addresses.title')} />
      <PageTitle>{t('addresses.title')}</PageTitle>
      <AddressBook />
    </>
  );
}
