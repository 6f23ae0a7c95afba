import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { User } from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { LoginForm } from '../../../features/auth/components/login-form';

type Props = { notice: { severity: AlertColor; text: string; action?: ReactNode }; onLoggedIn: (user: User) => void };

/**
 * The pages that end an e-mail link's step (confirmation, new password): how it went, then the
 * login form (a shopper already logged in here goes on shopping instead).
 */
export function LoginAfterNotice({ notice, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const { isLoggedIn } = useCurrentUser();
  return (
    <>
      <Alert severity={notice.severity} action={notice.action} sx={{ mb: 3 }}>
        {notice.text}
      </Alert>
      {isLoggedIn ? (
        <Button component={RouterLink} to={paths.home.to()} variant="contained" size="large" fullWidth>
          {t('auth.continueShopping')}
        </Button>
      ) : (
        <LoginForm onLoggedIn={onLoggedIn} />
      )}
    </>
  );
}
