import Logout from '@mui/icons-material/Logout';
import Storefront from '@mui/icons-material/Storefront';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { User } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useLogout } from '../../../features/auth/api/logout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { BackOfficeNav } from '../../../features/back-office/components/back-office-nav';

/** A shopper who is not staff goes to /profile; a visitor stays and is asked to log in here. */
export { requireStaffLoader as loader } from '../../../features/back-office/utils/require-staff';

const MAIN_ID = 'back-office-main';

/**
 * /admin: the back office's own frame (issue 19): its bar with the sections and the staff member,
 * no shop search, cart, drawers or footer. Without a login it asks for one in place; logging out (or a
 * session that expires) brings the login back.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user && !user.ssoUser) return <Navigate to={paths.profile.to()} replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <Head title={t('backOffice.name')} />
      <BackOfficeBar user={user} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1440 }}>{user ? <Outlet /> : <StaffLogin />}</PageContainer>
      </Box>
    </Box>
  );
}

/** The bar: the brand and "Back office", the sections, who is logged in and the way out; never printed. */
function BackOfficeBar({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} data-print="hide" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, py: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Storefront color="primary" />
          <Typography component="p" sx={{ fontWeight: 800 }}>
            {t('backOffice.shell.title', { brand: tenantSettings().brandName })}
          </Typography>
        </Box>
        {user && <BackOfficeNav />}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          {user && (
            <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
              {t('backOffice.shell.staff', { name: `${user.firstName} ${user.lastName}`.trim() })}
            </Typography>
          )}
          {user ? (
            <Button size="small" startIcon={<Logout />} onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('backOffice.shell.logout')}
            </Button>
          ) : (
            <Button size="small" component={RouterLink} to={paths.home.to()}>
              {t('backOffice.shell.toShop')}
            </Button>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

/** The staff login, in place of the page asked for: once in, that page is drawn. */
function StaffLogin() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 2.5, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
        {t('backOffice.shell.loginTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{t('backOffice.shell.loginIntro')}</Typography>
      <LoginForm onLoggedIn={() => {}} autoFocus staff />
    </Paper>
  );
}
