import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { pendingAdd } from '../../../lib/pending-add';
import { useCartQuantity } from '../hooks/use-cart-quantity';

/**
 * Mounted by the shell once a logged-in shopper has a product kept from before the login (a
 * visitor's "Aggiungi"): runs the usual add (address and slot dialogs, options) for it, once.
 */
export default function PendingAddHost() {
  const { t } = useTranslation();
  const { addProduct } = useCartQuantity();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const wanted = pendingAdd.peek();
    if (!wanted) return;
    // Kept until the add is over (the shell unmounts this host when it is cleared), and added once.
    void addProduct(wanted.product, wanted.quantity)
      .then((added) => {
        if (added) void showToast(t('flows.pendingAdded', { name: wanted.product.name }), { variant: 'success' });
      })
      .finally(() => pendingAdd.clear());
  }, [addProduct, t]);

  return null;
}
