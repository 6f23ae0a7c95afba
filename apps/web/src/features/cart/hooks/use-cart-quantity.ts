import type { CartItem, Product } from '@spesa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { pendingAdd } from '../../../lib/pending-add';
import { track } from '../../analytics/track';
import { getCurrentUserQueryOptions } from '../../auth/api/get-current-user';
import { useDeliveryReadiness } from '../../delivery/hooks/use-delivery-readiness';
import { useAddGiftCode } from '../api/add-gift-code';
import { useAddToCart } from '../api/add-to-cart';
import { cartDialogs } from '../api/cart-dialogs';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { markGiftCodeSent, pendingGiftCode } from '../utils/pending-gift-code';
import { allOptionsChosen, preselectedOptions } from '../utils/product-options';

/**
 * The cart quantity transitions of the first file, section 4, for the quantity controls of the
 * cards, the product page and the cart drawer. The controls compute the next quantity with the
 * domain's rules (the server's own); this hook decides what that change means:
 * - plus from 0: login, then an address and a time slot (their dialogs), then any missing product
 *   option (the option dialog), then the gift code the page brought, then the add; a visitor's
 *   product is kept and added after the login (PendingAddHost), a dialog closed is said in a toast;
 * - a new quantity of a line: the update;
 * - minus to 0 (or remove): the No/Si confirmation, then the delete.
 */
export function useCartQuantity() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { readiness } = useDeliveryReadiness();
  const add = useAddToCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const addGiftCode = useAddGiftCode();
  // An add runs through dialogs: a second press meanwhile must not add the product twice.
  const adding = useRef(false);
  const [isAdding, setAdding] = useState(false);

  const addProduct = useCallback(
    async (product: Product, quantity: number): Promise<boolean> => {
      if (adding.current) return false;
      adding.current = true;
      setAdding(true);
      try {
        // Right after a page load the stored session may still be being checked: a click then is the shopper's, not a visitor's.
        await queryClient.ensureQueryData(getCurrentUserQueryOptions()).catch(() => null);
        const ready = await readiness({ notice: t('flows.loginToAdd', { name: product.name }), shopping: true });
        if (ready === 'login') {
          // Kept through the login or the registration, and added once the shopper is in (PendingAddHost).
          pendingAdd.keep(product, quantity);
          return false;
        }
        if (ready !== 'ready') {
          // A dialog closed without a choice: the product is not added, and the shopper is told so.
          void showToast(
            t(ready === 'timeslot' ? 'flows.slotDialogClosed' : 'flows.addressDialogClosed', { name: product.name }),
          );
          return false;
        }
        let params = preselectedOptions(product);
        if (!allOptionsChosen(product, params)) {
          const chosen = await cartDialogs.chooseOptions(product);
          if (!chosen) return false;
          params = chosen;
        }
        const giftCode = pendingGiftCode();
        if (giftCode) {
          markGiftCodeSent(giftCode);
          await addGiftCode.mutateAsync(giftCode).catch(() => undefined);
        }
        return await add.mutateAsync([{ productId: product.productId, quantity, params }]).then(
          () => {
            track((events, names) => events.cartChangeEvent(product, 0, quantity, names));
            return true;
          },
          () => false,
        );
      } finally {
        adding.current = false;
        setAdding(false);
      }
    },
    [queryClient, readiness, add, addGiftCode, t],
  );

  const removeLine = useCallback(
    async (item: CartItem) => {
      if (!(await cartDialogs.confirm(t('cart.removeConfirm')))) return false;
      await remove.mutateAsync({ itemId: item.itemId, productId: item.product.productId }).then(
        () => track((events, names) => events.cartChangeEvent(item.product, item.quantity, 0, names)),
        () => undefined,
      );
      return true;
    },
    [remove, t],
  );

  /** A quantity the control asked for: 0 removes the line (after the confirmation), anything else sets it. */
  const setLineQuantity = useCallback(
    async (item: CartItem, quantity: number) => {
      if (quantity <= 0) await removeLine(item);
      else
        await update.mutateAsync({ itemId: item.itemId, quantity }).then(
          () => track((events, names) => events.cartChangeEvent(item.product, item.quantity, quantity, names)),
          () => undefined,
        );
    },
    [removeLine, update],
  );

  /** A card's or the product page's control: the product's line when it has one, otherwise an add. */
  const changeProductQuantity = useCallback(
    (product: Product, line: CartItem | undefined, quantity: number) =>
      line ? setLineQuantity(line, quantity) : quantity > 0 ? addProduct(product, quantity) : Promise.resolve(),
    [addProduct, setLineQuantity],
  );

  return { addProduct, setLineQuantity, removeLine, changeProductQuantity, isAdding };
}
