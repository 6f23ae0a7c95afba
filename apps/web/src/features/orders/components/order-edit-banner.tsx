import EditNote from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { type Cart, editedOrderOf } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../wishlists/components/confirm-dialog';
import { useAbandonOrderEdit } from '../api/order-mutations';

/**
 * While the cart edits a placed order (status 7, after "Modifica ordine"): which order, and the way
 * back — "Annulla modifiche" (No/Si) drops the edit, the order stays as it was and the cart from
 * before comes back. Shown in the cart drawer, at checkout and on the order's detail; nothing otherwise.
 */
export function OrderEditBanner({ cart }: { cart: Pick<Cart, 'cartStatusId' | 'editsOrderId'> }) {
  const { t } = useTranslation();
  const abandon = useAbandonOrderEdit();
  const [asking, setAsking] = useState(false);
  const orderId = editedOrderOf(cart);
  if (orderId === null) return null;

  const answer = (confirmed: boolean) => {
    setAsking(false);
    if (!confirmed) return;
    abandon.mutate(undefined, {
      onSuccess: ({ info }) => void showToast(info ?? t('orders.editAbandoned', { orderId }), { variant: 'success' }),
      onError: (error) => void showToast(error.message, { variant: 'error' }),
    });
  };

  return (
    <Alert
      severity="info"
      icon={<EditNote />}
      role="status"
      sx={{ alignItems: 'flex-start', '& .MuiAlert-message': { flex: 1 } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t('orders.editingTitle', { orderId })}</AlertTitle>
      {t('orders.editingText')}
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        disabled={abandon.isPending}
        onClick={() => setAsking(true)}
        sx={{ display: 'flex', mt: 1 }}
      >
        {t('orders.abandonEdit')}
      </Button>
      <ConfirmDialog open={asking} text={t('orders.abandonEditConfirm', { orderId })} onAnswer={answer} />
    </Alert>
  );
}
