import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuro } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { EstimateNote } from '../../cart/components/estimated-total';
import { totalLabelKey } from '../../cart/utils/total-label';
import { useOrder } from '../api/order-queries';

/**
 * The thank-you page's total: 'Totale stimato' and why, with what a card pre-authorised, while the
 * order's loose products wait to be weighed; 'Totale' otherwise. Nothing until the order is read.
 */
export function OrderTotalRecap({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useOrder(orderId).data;
  if (!order) return null;
  return (
    <Box sx={{ mb: 3 }} data-testid="order-total-recap">
      <Typography sx={{ fontSize: 18 }}>
        {`${t(totalLabelKey(order.totalIsEstimate))}: `}
        <Box component="strong">{formatEuro(order.grossTotalCents)}</Box>
      </Typography>
      {order.totalIsEstimate && <EstimateNote preauthorisedCents={order.preauthorisedCents} />}
    </Box>
  );
}
