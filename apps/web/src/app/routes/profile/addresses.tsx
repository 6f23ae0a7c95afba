import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
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
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2.5, fontSize: { xs: 26, sm: 32 } }}>
        {t('addresses.title')}
      </Typography>
      <AddressBook />
    </>
  );
}
