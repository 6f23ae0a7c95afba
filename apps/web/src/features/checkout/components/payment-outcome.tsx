import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import { fillOrderText, orderTexts } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { paths } from '../../../config/paths';
import { useTrackPurchase } from '../../analytics/hooks/use-track-purchase';
import { OrderPlacedRecap } from '../../orders/components/order-placed-recap';

/**
 * /cart/payment-completed/{orderId} (the thank-you page) and /cart/payment-error/{orderId} (the
 * online payment failed: the order waits for payment), each with a link to the order. The
 * thank-you page recaps the order: slot, address, total, and the order an edit replaced.
 */
export function PaymentOutcome({ orderId, outcome }: { orderId: number; outcome: 'completed' | 'error' }) {
  const { t } = useTranslation();
  const completed = outcome === 'completed';
  useTrackPurchase(completed ? orderId : null);
  return (
    <MessagePage
      illustration={completed ? <CheckCircleOutline fontSize="inherit" /> : <ErrorOutline fontSize="inherit" color="error" />}
      title={completed ? fillOrderText(orderTexts.orderPlaced, { orderId }) : t('payment.errorTitle')}
      text={completed ? t('payment.completedText', { orderId }) : t('payment.errorText', { orderId })}
      actions={
        <>
          <Button variant="contained" size="large" component={RouterLink} to={paths.profileOrder.to(orderId)}>
            {t('payment.viewOrder')}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={paths.home.to()}>
            {t('checkout.backToShop')}
          </Button>
        </>
      }
    >
      {completed && <OrderPlacedRecap orderId={orderId} />}
    </MessagePage>
  );
}
