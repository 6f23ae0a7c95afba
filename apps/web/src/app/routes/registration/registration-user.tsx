import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, redirect, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { getCurrentUserQueryOptions } from '../../../features/auth/api/get-current-user';
import { getStoresQueryOptions } from '../../../features/registration/api/get-stores';
import { RegistrationForm } from '../../../features/registration/components/registration-form';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';
import { queryClient } from '../../../lib/query-client';
import { AccountCard } from '../auth/account-card';

/** What the completed page shows: the address the link went to. */
export type RegistrationCompletedState = { email?: string };

/** The store list starts loading with the page; a shopper already logged in goes to their profile. */
export async function loader() {
  void queryClient.prefetchQuery(getStoresQueryOptions());
  const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions()).catch(() => null);
  if (user) throw redirect(paths.profileUpdate.to());
  return null;
}

/** /registration-user: the registration form; success leads to /registration-completed. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = tenantSettings();
  return (
    <AccountCard
      title={t('registration.title')}
      fullTitle={tenant.pageTitles.registration}
      width={880}
      intro={
        <>
          <Typography>{t('registration.intro')}</Typography>
          <Typography sx={{ mt: 1 }}>
            {`${t('registration.haveAccount')} `}
            <Link component={RouterLink} to={paths.login.to()} onClick={openLoginDialogInstead} sx={{ fontWeight: 700 }}>
              {t('registration.login')}
            </Link>
          </Typography>
        </>
      }
    >
      <RegistrationForm
        tenant={tenant}
        onRegistered={(email) =>
          navigate(paths.registrationCompleted.to(), { state: { email } satisfies RegistrationCompletedState })
        }
      />
    </AccountCard>
  );
}
