import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  type AdminOrder,
  deliveryServiceTable,
  finalTotalCents,
  formatEuro,
  orderStatusTable,
  paymentTypeTable,
  transactionStatusTable,
} from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { PromotionSavingsLine, SummaryLine } from '../../cart/components/cart-summary';
import { OrderStatusChip } from '../../orders/components/order-status-chip';
import { useAdminOrder } from '../api/orders';
import { AuditTrail } from './audit-trail';
import { formatDay, formatInstant } from './format-back-office';
import { OrderLines } from './order-lines';
import { StatusActions } from './status-actions';
import { useOrderActions } from './use-order-actions';

/** One order in the back office: who and where, the payment, the lines to prepare, the amounts, the next statuses, the history and the staff's changes. */
export function AdminOrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useAdminOrder(orderId);
  return (
    <Box>
      <Button component={RouterLink} to={paths.admin.to()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('backOffice.detail.back')}
      </Button>
      {order.isPending && <Skeleton variant="rounded" height={320} />}
      {order.isError && <ResponseMessage kind="error">{order.error.message}</ResponseMessage>}
      {order.data && <OrderView order={order.data} />}
    </Box>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const actions = useOrderActions(order.orderId);
  const { customer, shippingAddress: address } = order;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
          {t('backOffice.detail.title', { orderId: order.orderId })}
        </Typography>
        <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
      </Box>
      <StatusActions order={order} actions={actions} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Panel title={t('backOffice.detail.customer')}>
          <Typography sx={{ fontWeight: 700 }}>{`${customer.firstName} ${customer.lastName}`}</Typography>
          <Link href={`mailto:${customer.email}`} variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {customer.email}
          </Link>
          {customer.phone && (
            <Link href={`tel:${customer.phone}`} variant="body2">
              {customer.phone}
            </Link>
          )}
        </Panel>
        <Panel title={t('backOffice.detail.delivery')}>
          <Typography sx={{ fontWeight: 700 }}>{deliveryServiceTable.labelOf(order.deliveryServiceId) ?? ''}</Typography>
          <Typography variant="body2">{address.addressName}</Typography>
          <Typography variant="body2">
            {`${address.address1} ${address.addressNumber}, ${address.postalcode} ${address.city} (${address.province})`}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('backOffice.detail.slot', { day: formatDay(order.timeslot.date), name: order.timeslot.name })}
          </Typography>
          {order.orderInfos.order_comment && (
            <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', whiteSpace: 'pre-wrap' }}>
              {t('backOffice.detail.comment', { comment: order.orderInfos.order_comment })}
            </Typography>
          )}
        </Panel>
        <PaymentPanel order={order} />
      </Box>
      <OrderLines order={order} actions={actions} />
      <Amounts order={order} />
      <History order={order} />
      <AuditTrail entries={order.auditTrail} />
    </Box>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The payment type, the amount reserved on the card (pre-authorised) and the gateway's transactions. */
function PaymentPanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('backOffice.detail.payment')}>
      <Typography sx={{ fontWeight: 700 }}>{paymentTypeTable.labelOf(order.paymentTypeId) ?? order.paymentTypeDescr}</Typography>
      <Typography variant="body2">
        {t('backOffice.detail.preauthorised', {
          amount:
            order.preauthorisedCents === null ? t('backOffice.detail.noPreauthorisation') : formatEuro(order.preauthorisedCents),
        })}
      </Typography>
      {order.transactions.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('backOffice.detail.noTransactions')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('backOffice.detail.transactions')} sx={{ m: 0, pl: 2.5 }}>
          {order.transactions.map((transaction) => (
            <Typography component="li" variant="body2" key={transaction.transactionId}>
              {t('backOffice.detail.transaction', {
                status: transactionStatusTable.labelOf(transaction.transactionStatusId) ?? transaction.transactionStatusDescr,
                amount: formatEuro(transaction.amountCents),
                date: formatInstant(transaction.createdAt),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Panel>
  );
}

/**
 * The amounts: as ordered (the order's orderedTotalCents), and the final one (the server's once the
 * store has weighed or settled the order; before that the same rule, the domain's finalTotalCents,
 * estimates it from the lines as delivered).
 */
function Amounts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const estimatedTotalCents = () =>
    finalTotalCents({
      lines: order.orderItems.map((item) => ({
        grossTotalCents: item.grossTotalCents,
        deliveredGrossTotalCents: item.delivered?.grossTotalCents ?? null,
      })),
      packageTotalCents: order.packageTotalCents,
      deliveryFeeCents: order.deliveryFeeCents,
      giftTotalCents: order.giftTotalCents,
    });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('backOffice.detail.amounts')}
      sx={{ p: 2, maxWidth: { md: 420 }, ml: { md: 'auto' }, width: '100%' }}
    >
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryLine label={t('backOffice.detail.subtotal')} amount={formatEuro(order.subTotalCents)} />
        {order.packageTotalCents > 0 && (
          <SummaryLine label={t('backOffice.detail.packages')} amount={formatEuro(order.packageTotalCents)} />
        )}
        <SummaryLine label={t('backOffice.detail.deliveryFee')} amount={formatEuro(order.deliveryFeeCents)} />
        {order.giftTotalCents > 0 && (
          <SummaryLine label={t('backOffice.detail.gifts')} amount={`−${formatEuro(order.giftTotalCents)}`} />
        )}
        <SummaryLine label={t('backOffice.detail.orderedTotal')} amount={formatEuro(order.orderedTotalCents)} />
        <PromotionSavingsLine cents={order.promotionDiscountCents} />
        {order.finalTotalCents !== null ? (
          <SummaryLine label={t('backOffice.detail.finalTotal')} amount={formatEuro(order.finalTotalCents)} strong divided />
        ) : (
          <SummaryLine label={t('backOffice.detail.estimatedTotal')} amount={formatEuro(estimatedTotalCents())} strong divided />
        )}
      </Box>
    </Paper>
  );
}

/** Who moved the order from which status to which, newest last, as the server recorded it. */
function History({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const label = (statusId: number | null) => (statusId === null ? '' : (orderStatusTable.labelOf(statusId) ?? String(statusId)));
  const who = (changedBy: string) => {
    const [kind, id] = changedBy.split(':');
    if (kind === 'staff') return t('backOffice.history.staff', { id });
    if (kind === 'shopper') return t('backOffice.history.shopper');
    if (kind === 'payment') return t('backOffice.history.payment');
    if (kind === 'system') return t('backOffice.history.system');
    return changedBy;
  };
  return (
    <Box component="section" aria-labelledby="back-office-history">
      <Typography id="back-office-history" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('backOffice.history.title')}
      </Typography>
      {order.history.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.history.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {order.history.map((change) => (
            <Typography component="li" variant="body2" key={`${change.changedAt}-${change.toStatusId}`} sx={{ py: 0.25 }}>
              {t(change.fromStatusId === null ? 'backOffice.history.created' : 'backOffice.history.entry', {
                date: formatInstant(change.changedAt),
                from: label(change.fromStatusId),
                to: label(change.toStatusId),
                who: who(change.changedBy),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
