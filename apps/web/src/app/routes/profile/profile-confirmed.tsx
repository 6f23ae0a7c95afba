import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import type { ProfileCrumb } from './profile-layout';

/** The server's message about the change, when the page follows one. */
export type ProfileConfirmedState = { message?: string };

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

export const handle: ProfileCrumb = { crumb: { labelKey: 'profile.nav.profile', to: paths.profileUpdate.to() } };

/** /profile/profile-confirmed: the personal data was saved. */
export function Component() {
  const { t } = useTranslation();
  const { message } = (useLocation().state ?? {}) as ProfileConfirmedState;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Head title={t('profile.confirmed.title')} />
      <Box aria-hidden="true" sx={{ color: 'success.main', fontSize: 72, lineHeight: 1, mb: 1 }}>
        <CheckCircleOutline fontSize="inherit" />
      </Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: 26, sm: 32 } }}>
        {t('profile.confirmed.title')}
      </Typography>
      <Typography sx={{ mb: 3, fontSize: 17 }}>{message ?? t('profile.confirmed.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.profileUpdate.to()} variant="contained" size="large">
          {t('profile.confirmed.back')}
        </Button>
        <Button component={RouterLink} to={paths.home.to()} variant="outlined" size="large">
          {t('profile.confirmed.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
