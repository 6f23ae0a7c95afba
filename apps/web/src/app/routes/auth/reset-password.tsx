import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { AccountCard } from './account-card';

/** The message the last step shows: the server's own words. */
export type ResetPasswordCompletedState = { message?: string };

/** /reset-password?token= (and /registration/reset-password?token=): the new password, then login. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim();
  return (
    <AccountCard
      title={t('auth.reset.title')}
      fullTitle={tenantSettings().pageTitles.resetPassword}
      intro={token ? t('auth.reset.intro') : undefined}
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={(message) =>
            navigate(paths.resetPasswordCompleted.to(), {
              replace: true,
              state: { message } satisfies ResetPasswordCompletedState,
            })
          }
        />
      ) : (
        <ResponseMessage
          kind="error"
          action={
            <Button component={RouterLink} to={paths.resetPasswordRequest.to()} color="inherit" size="small">
              {t('auth.reset.requestNew')}
            </Button>
          }
        >
          {t('auth.reset.missingToken')}
        </ResponseMessage>
      )}
    </AccountCard>
  );
}
