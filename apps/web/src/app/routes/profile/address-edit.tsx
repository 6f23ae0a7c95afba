import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useAddress } from '../../../features/addresses/api/addresses';
import { AddressEdit } from '../../../features/addresses/components/address-edit';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = { crumb: { labelKey: 'profile.nav.addresses', to: paths.profileAddresses.to() } };

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

/** /profile/addresses/new and /profile/addresses/:addressId: add or change a home address. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addressId } = useParams();
  const id = addressId && addressId !== 'new' ? Number(addressId) : undefined;
  const address = useAddress(id);
  const title = id ? t('addresses.editTitle') : t('addresses.addTitle');
  const done = () => {
    void showToast(t('addresses.saved'), { variant: 'success' });
    navigate(paths.profileAddresses.to());
  };

  return (
    <>
      <Head title={title} />
      <Link component={RouterLink} to={paths.profileAddresses.to()} sx={{ display: 'inline-block', mb: 1 }}>
        {t('addresses.back')}
      </Link>
      <PageTitle>{title}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {id === undefined ? (
          <AddressEdit onSave={done} onCancel={() => navigate(paths.profileAddresses.to())} />
        ) : address.isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : address.isError ? (
          <ResponseMessage kind="error">{address.error.message}</ResponseMessage>
        ) : (
          <AddressEdit
            address={address.data}
            selectOnSave={false}
            onSave={done}
            onCancel={() => navigate(paths.profileAddresses.to())}
          />
        )}
      </Paper>
    </>
  );
}
