import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { confirmRegistration } from '../../../features/registration/api/confirm-registration';
import { AccountCard } from '../auth/account-card';
import { LoginAfterNotice } from '../auth/login-after-notice';

/** The link's token is spent once, when the page is entered (never again on a re-render). */
export async function loader({ request }: LoaderFunctionArgs) {
  return confirmRegistration(new URL(request.url).searchParams.get('token'));
}

export const shouldRevalidate = () => false;

/** /registration/confirm?token= (the e-mail's link) and /registration-confirm: the outcome, then login. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outcome = useLoaderData<typeof loader>();
  const notice = outcome.ok
    ? { severity: 'success' as const, text: outcome.message ?? t('registration.confirm.success') }
    : {
        severity: 'error' as const,
        text: outcome.message || t('registration.confirm.failure'),
        action: (
          <Button component={RouterLink} to={paths.resetPasswordRequest.to()} color="inherit" size="small">
            {t('registration.confirm.newLink')}
          </Button>
        ),
      };
  return (
    <AccountCard title={t('registration.confirm.title')}>
      <LoginAfterNotice notice={notice} onLoggedIn={() => navigate(paths.home.to(), { replace: true })} />
    </AccountCard>
  );
}
