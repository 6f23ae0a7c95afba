import Button from '@mui/material/Button';
import { type MouseEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeToast, showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';

/**
 * Adding to the cart needs a login (the cart arrives with a later issue): tells a visitor so, with
 * an 'Accedi' action. The toasts live outside the router, so the action is a real link to /login
 * that navigates inside the app when clicked.
 */
export function useLoginNeededNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(() => {
    const loginPath = paths.login.to();
    void showToast(t('catalogue.quantity.loginNeeded'), {
      variant: 'info',
      preventDuplicate: true,
      action: (key) => (
        <Button
          href={loginPath}
          color="inherit"
          size="small"
          sx={{ fontWeight: 700, textDecoration: 'underline' }}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            closeToast(key);
            navigate(loginPath);
          }}
        >
          {t('catalogue.quantity.login')}
        </Button>
      ),
    });
  }, [t, navigate]);
}
