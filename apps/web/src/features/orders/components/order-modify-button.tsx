import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { type Order, orderModifyRefusal } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { cartDrawer } from '../../../lib/cart-drawer';
import { ConfirmDialog } from '../../wishlists/components/confirm-dialog';
import { useModifyOrder } from '../api/order-mutations';

/**
 * "Modifica ordine", while the domain allows it (before the store takes charge, not paid online by
 * card): after a No/Si question saying what happens, the order's products go back to the cart, which
 * opens; the order is replaced only when the edit is bought at checkout.
 */
export function OrderModifyButton({ order, onFailure }: { order: Order; onFailure: (message: string | null) => void }) {
  const { t } = useTranslation();
  const modify = useModifyOrder();
  const [asking, setAsking] = useState(false);
  if (orderModifyRefusal(order) !== null) return null;

  const answer = (confirmed: boolean) => {
    setAsking(false);
    if (!confirmed) return;
    onFailure(null);
    modify.mutate(order.orderId, {
      onSuccess: ({ info }) => {
        if (info) void showToast(info, { variant: 'info' });
        cartDrawer.open();
      },
      onError: (error) => onFailure(error.message),
    });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<EditOutlined />} disabled={modify.isPending} onClick={() => setAsking(true)}>
        {t('orders.edit')}
      </Button>
      <ConfirmDialog open={asking} text={t('orders.editConfirm', { orderId: order.orderId })} onAnswer={answer} />
    </>
  );
}
