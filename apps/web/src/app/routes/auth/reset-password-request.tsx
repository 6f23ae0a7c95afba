import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { ResetPasswordRequestForm } from '../../../features/auth/components/reset-password-request-form';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';
import { AccountCard } from './account-card';

/** The message the next step shows: the server's own words. */
export type ResetPasswordSentState = { message?: string };

/** /reset-password-request: the e-mail a reset link is sent to. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AccountCard
      title={t('auth.resetRequest.title')}
      fullTitle={tenantSettings().pageTitles.resetPassword}
      intro={t('auth.resetRequest.intro')}
    >
      <ResetPasswordRequestForm
        onSent={(message) => navigate(paths.resetPasswordSent.to(), { state: { message } satisfies ResetPasswordSentState })}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login.to()} onClick={openLoginDialogInstead}>
          {t('auth.resetRequest.backToLogin')}
        </Link>
      </Typography>
    </AccountCard>
  );
}
