import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { confirmEmail } from '../../../features/registration/api/confirm-email';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { queryClient } from '../../../lib/query-client';
import { AccountCard } from '../auth/account-card';
import { LoginAfterNotice } from '../auth/login-after-notice';

/** The link's token is spent once, when the page is entered (never again on a re-render). */
export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await confirmEmail(new URL(request.url).searchParams.get('token'));
  // A shopper logged in here sees the new address from now on.
  if (outcome.ok) await queryClient.invalidateQueries({ queryKey: accountQueryKeys.scope });
  return outcome;
}

export const shouldRevalidate = () => false;

/** /email-confirmed?token= (the link sent to a new address): the outcome, then login with the new address. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outcome = useLoaderData<typeof loader>();
  const notice = outcome.ok
    ? { severity: 'success' as const, text: outcome.message ?? t('registration.emailConfirmed.success') }
    : { severity: 'error' as const, text: outcome.message || t('registration.emailConfirmed.failure') };
  return (
    <AccountCard title={t('registration.emailConfirmed.title')}>
      <LoginAfterNotice notice={notice} onLoggedIn={() => navigate(paths.home.to(), { replace: true })} />
    </AccountCard>
  );
}
