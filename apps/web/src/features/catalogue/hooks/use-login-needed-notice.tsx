import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { closeToast, showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { knownUser } from '../../../lib/api/account-queries';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';
import { useDeliveryReadiness } from '../../delivery/hooks/use-delivery-readiness';

/**
 * Adding to the cart needs a login (the cart arrives with a later issue): tells a visitor so, with
 * an 'Accedi' action that opens the login dialog. The toasts live outside the router, so the action
 * is a real link to the /login page, followed only by a click meant for a new tab.
 */
export function useLoginNeededNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ensureReady } = useDeliveryReadiness();
  return useCallback(() => {
    // A logged-in shopper needs an address and a time slot of their own (the address and slot
    // dialogs open when the shop only assigned them); then the cart itself is what is still missing.
    if (knownUser(queryClient)) {
      void ensureReady()
        .then((ready) => {
          if (ready) void showToast(t('catalogue.quantity.cartSoon'), { variant: 'info', preventDuplicate: true });
        })
        .catch(() => undefined);
      return;
    }
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
  }, [t, queryClient, ensureReady]);
}
