import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/logout';

/**
 * Logout as the shopper sees it: Home first (no page that needs a login is left showing), then the
 * session ends and a toast says so. It follows the promise rather than callbacks, because the
 * menu or page that asked goes away with the logged-in state.
 */
export function useLogoutAndGoHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync } = useLogout();
  return useCallback(async () => {
    await navigate(paths.home.to());
    try {
      const message = await mutateAsync();
      void showToast(message ?? t('auth.userMenu.loggedOut'), { variant: 'success' });
    } catch {
      void showToast(t('errors.errorLogout'), { variant: 'error' });
    }
  }, [mutateAsync, navigate, t]);
}
