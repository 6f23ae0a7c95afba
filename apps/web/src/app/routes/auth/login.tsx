import { useTranslation } from 'react-i18next';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { getCurrentUserQueryOptions } from '../../../features/auth/api/get-current-user';
import { LoginForm } from '../../../features/auth/components/login-form';
import { queryClient } from '../../../lib/query-client';
import { AccountCard } from './account-card';

/** Where to go after the login: an address inside the shop from ?redirect=, otherwise Home. */
export function afterLoginPath(redirectTo: string | null): string {
  return redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : paths.home.to();
}

/** A shopper who is already logged in has nothing to do here. */
export async function loader({ request }: { request: Request }) {
  const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions()).catch(() => null);
  if (user) throw redirect(afterLoginPath(new URL(request.url).searchParams.get('redirect')));
  return null;
}

/** /login: the login dialog's form as a page (a link opened in a new tab, the catalogue's toast). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loggedIn = () => navigate(afterLoginPath(searchParams.get('redirect')), { replace: true });
  return (
    <AccountCard title={t('auth.login.title')} fullTitle={tenantSettings().pageTitles.login} intro={t('auth.login.pageIntro')}>
      <LoginForm onLoggedIn={loggedIn} autoFocus />
    </AccountCard>
  );
}
