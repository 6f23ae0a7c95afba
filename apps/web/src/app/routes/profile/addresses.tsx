import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { requireUser } from '../../../features/auth/utils/require-user';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = { crumb: { labelKey: 'profile.nav.addresses', to: paths.profileAddresses.to() } };

export async function loader() {
  await requireUser();
  return null;
}

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
