import { type Cart, canChangeCartAddress } from '@spesa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { tenantSettings } from '../../../config/tenant-settings';
import { knownUser } from '../../../lib/api/account-queries';
import { type LoginDialogRequest, loginDialog } from '../../../lib/api/login-dialog';
import { cartQueryKey, getCartQueryOptions } from '../../cart/api/get-cart';
import { deliveryDialogs } from '../api/delivery-dialogs';

/** An address or a slot the shop chose, not the shopper (or none at all). */
export const addressNeeded = (cart: Cart) => !cart.shippingAddress || cart.shippingAddress.autoAssigned;
export const timeslotNeeded = (cart: Cart) => !cart.timeslot || cart.timeslot.autoAssigned;

/** Whether something may go in the cart: 'ready', or what stopped it (no login; a dialog closed without a choice). */
export type DeliveryReadiness = 'ready' | 'login' | 'address' | 'timeslot';

/**
 * The "address and time slot need" rule (first file, section 4): before something goes in the cart,
 * a visitor is asked to log in; an only auto-assigned address opens the address dialog, then an
 * only auto-assigned slot opens the slot dialog, unless the brand bypasses that dialog.
 * `readiness(loginRequest)` answers what stopped the shopper (the login dialog opens with
 * `loginRequest`, the reason it is asked for); `ensureReady()` answers true when they may go on.
 */
export function useDeliveryReadiness() {
  const queryClient = useQueryClient();
  const readiness = useCallback(
    async (loginRequest?: LoginDialogRequest): Promise<DeliveryReadiness> => {
      if (!knownUser(queryClient)) {
        loginDialog.open(loginRequest);
        return 'login';
      }
      const bypass = tenantSettings().bypassDialogs;
      let cart = await queryClient.ensureQueryData(getCartQueryOptions());
      // A cart in status 7 keeps its address: nothing to ask there.
      if (!bypass.address && canChangeCartAddress(cart) && addressNeeded(cart)) {
        // The address dialog hands over to the slot dialog: the request ends in either.
        if (!(await deliveryDialogs.open('address'))) return deliveryDialogs.lastClosed() ?? 'address';
        cart = queryClient.getQueryData<Cart>(cartQueryKey) ?? cart;
      }
      if (!bypass.timeslot && timeslotNeeded(cart)) {
        if (!(await deliveryDialogs.open('timeslot'))) return 'timeslot';
      }
      return 'ready';
    },
    [queryClient],
  );
  const ensureReady = useCallback(async () => (await readiness()) === 'ready', [readiness]);
  return { ensureReady, readiness };
}
