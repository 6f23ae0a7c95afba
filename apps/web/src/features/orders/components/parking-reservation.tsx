import LocalParkingOutlined from '@mui/icons-material/LocalParkingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DELIVERY_SERVICE, errorTexts, type Order, PARKING_RESERVABLE_STATUSES } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CartMessageDialog from '../../cart/components/cart-message-dialog';
import { type ParkingOutcome, useReserveParking } from '../api/order-notes';

/**
 * "Prenota il parcheggio" for a store pickup that is confirmed and not yet collected (the domain's
 * statuses; the server checks again, and refuses a second reservation). The answer is shown as the
 * specification says (second file, section 8): the first info message in an information dialog; else
 * the first error under 'Attenzione'; with no message, the unexpected-error text under 'Errore'.
 */
export function ParkingReservation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const reserve = useReserveParking();
  const [outcome, setOutcome] = useState<ParkingOutcome | null>(null);
  const [reserved, setReserved] = useState(false);
  if (order.deliveryServiceId !== DELIVERY_SERVICE.storePickup) return null;
  if (!PARKING_RESERVABLE_STATUSES.includes(order.orderStatusId)) return null;

  const book = () =>
    reserve.mutate(
      { orderId: order.orderId, storeId: order.storeId },
      {
        onSuccess: (answer) => {
          setOutcome(answer);
          if (answer.reserved) setReserved(true);
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', justifyContent: 'space-between' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 240px' }}>
        <LocalParkingOutlined color="primary" />
        <Typography variant="body2">{reserved ? t('orders.parkingReservedHint') : t('orders.parkingHint')}</Typography>
      </Box>
      <Button variant="outlined" disabled={reserve.isPending || reserved} onClick={book}>
        {t('orders.parkingReserve')}
      </Button>
      {outcome && <ParkingDialog outcome={outcome} onClose={() => setOutcome(null)} />}
    </Paper>
  );
}

function ParkingDialog({ outcome, onClose }: { outcome: ParkingOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  if (outcome.reserved)
    return (
      <CartMessageDialog
        title={t('orders.parkingInfoTitle')}
        lines={outcome.message ? [outcome.message] : []}
        onClose={onClose}
      />
    );
  if (outcome.message)
    return <CartMessageDialog title={t('orders.parkingWarningTitle')} lines={[outcome.message]} onClose={onClose} />;
  return <CartMessageDialog title={t('orders.parkingErrorTitle')} lines={[errorTexts.unexpected]} onClose={onClose} />;
}
