import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OrderSummary } from '@spesa/domain';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

type Props = {
  order: Pick<OrderSummary, 'orderId' | 'replacesOrderId' | 'replacedByOrderId'>;
  /** The list's row is a link itself: there the other order is named, not linked. */
  linked?: boolean;
};

/**
 * What an edit did to the order numbers (decision 0020): a new order "L'ordine N sostituisce l'ordine
 * M", a replaced one "sostituito dall'ordine N". The same sentence on the thank-you page, the
 * detail and My orders, as in the confirmation e-mail. Nothing for an order never edited.
 */
export function OrderReplacementNote({ order, linked = true }: Props) {
  const other = order.replacedByOrderId ?? order.replacesOrderId;
  if (other === null) return null;
  const key = order.replacedByOrderId !== null ? 'flows.orderReplacedBy' : 'flows.orderReplaces';
  const values = { orderId: order.orderId, otherOrderId: other };
  return (
    <Typography variant="body2" data-testid="order-replacement-note">
      <Trans
        i18nKey={key}
        values={values}
        components={{
          other: linked ? <Link component={RouterLink} to={paths.profileOrder.to(other)} sx={{ fontWeight: 700 }} /> : <strong />,
        }}
      />
    </Typography>
  );
}
