import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountCard } from './account-card';
import { LoginAfterNotice } from './login-after-notice';
import type { ResetPasswordCompletedState } from './reset-password';

/** /reset-password-completed: the password is new; the login form follows. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ResetPasswordCompletedState;
  return (
    <AccountCard title={t('auth.resetCompleted.title')}>
      <LoginAfterNotice
        notice={{ severity: 'success', text: state.message ?? t('auth.resetCompleted.text') }}
        onLoggedIn={() => navigate(paths.home.to(), { replace: true })}
      />
    </AccountCard>
  );
}
