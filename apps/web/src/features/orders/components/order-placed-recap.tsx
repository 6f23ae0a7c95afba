import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatEuro } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { EstimateNote } from '../../cart/components/estimated-total';
import { totalLabelKey } from '../../cart/utils/total-label';
import { DeliveryRecap } from '../../checkout/components/delivery-recap';
import { useOrder } from '../api/order-queries';
import { addressTypeOf } from './format-order';
import { OrderReplacementNote } from './order-replacement-note';

/**
 * The thank-you page's recap of the order just placed: the order it replaces (an edit), the slot,
 * the address and the total ("Totale stimato" and why, with what a card pre-authorised, while loose
 * products wait to be weighed).
 */
export function OrderPlacedRecap({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isPending) return <Skeleton variant="rounded" height={140} sx={{ mb: 4 }} />;
  // Without the order the page still thanks and links it: the recap is a help, not the message.
  if (order.isError) return null;
  return (
    <Box component="section" aria-label={t('flows.recapLabel')} sx={{ display: 'grid', gap: 1.5, mb: 4, textAlign: 'start' }}>
      <OrderReplacementNote order={order.data} />
      <DeliveryRecap
        addressType={addressTypeOf(order.data.shippingAddress.addressTypeId)}
        address={order.data.shippingAddress}
        timeslot={order.data.timeslot}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', px: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t(totalLabelKey(order.data.totalIsEstimate))}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: 20 }} data-testid="order-recap-total">
          {formatEuro(order.data.grossTotalCents)}
        </Typography>
      </Box>
      {order.data.totalIsEstimate && <EstimateNote preauthorisedCents={order.data.preauthorisedCents} />}
    </Box>
  );
}
