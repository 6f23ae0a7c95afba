import Button from '@mui/material/Button';
import { type MouseEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { closeToast, showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';

/**
 * Adding to the cart needs a login (the cart arrives with a later issue): tells a visitor so, with
 * an 'Accedi' action that opens the login dialog. The toasts live outside the router, so the action
 * is a real link to the /login page, followed only by a click meant for a new tab.
 */
export function useLoginNeededNotice() {
  const { t } = useTranslation();
  return useCallback(() => {
    void showToast(t('catalogue.quantity.loginNeeded'), {
      variant: 'info',
      preventDuplicate: true,
      action: (key) => (
        <Button
          href={paths.login.to()}
          color="inherit"
          size="small"
          sx={{ fontWeight: 700, textDecoration: 'underline' }}
          onClick={(event: MouseEvent) => {
            if (openLoginDialogInstead(event)) closeToast(key);
          }}
        >
          {t('catalogue.quantity.login')}
        </Button>
      ),
    });
  }, [t]);
}
