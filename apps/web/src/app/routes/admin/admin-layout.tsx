import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { BackOfficeNav } from '../../../features/back-office/components/back-office-nav';

/** Only staff (an SSO user) enter the back office: a visitor goes Home, a shopper to /profile. */
export { requireStaffLoader as loader } from '../../../features/back-office/utils/require-staff';

/** /admin: the frame of the back office's pages; logging out (or a session that expires) leaves it. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return <Navigate to={paths.home.to()} replace />;
  if (!user.ssoUser) return <Navigate to={paths.profile.to()} replace />;
  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1440 }}>
      <Head title={t('backOffice.name')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <Storefront fontSize="small" />
          <Typography variant="overline" sx={{ fontWeight: 700 }}>
            {t('backOffice.name')}
          </Typography>
        </Box>
        <BackOfficeNav />
      </Box>
      <Outlet />
    </PageContainer>
  );
}
