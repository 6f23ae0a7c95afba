import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Cart, isCartBeingPaid } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCancelCheckout } from '../../checkout/api/checkout';

const holdEnd = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

/**
 * While the cart is being paid (after 'Vai al pagamento', until bought, cancelled or the hold ends) the
 * server refuses every change: the drawer (and /checkout) says so, until when, and offers the two ways
 * on — the payment, or cancelling it (checkout/cancel), which makes the cart editable again.
 */
export function CartPaymentLockBanner({ cart, onClose }: { cart: Cart; onClose?: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelCheckout();
  if (!isCartBeingPaid(cart)) return null;
  const time = cart.paymentHoldUntil ? holdEnd.format(new Date(cart.paymentHoldUntil)) : '';
  const cancelPayment = () =>
    cancel.mutate(undefined, {
      onSuccess: () => void showToast(t('cart.beingPaidCancelled'), { variant: 'success' }),
      onError: (error) => void showToast(error.message, { variant: 'error' }),
    });
  return (
    <Alert severity="warning" icon={<LockClockOutlined />} role="status" data-testid="cart-being-paid">
      <AlertTitle sx={{ fontWeight: 700 }}>{t('cart.beingPaidTitle')}</AlertTitle>
      {t('cart.beingPaidText', { time })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button variant="contained" color="inherit" size="small" component={RouterLink} to={paths.payment.to()} onClick={onClose}>
          {t('cart.beingPaidGoToPayment')}
        </Button>
        <Button variant="outlined" color="inherit" size="small" disabled={cancel.isPending} onClick={cancelPayment}>
          {t('cart.beingPaidCancel')}
        </Button>
      </Box>
    </Alert>
  );
}
