import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  editedOrderOf,
  formatCartQuantity,
  formatEuro,
  type Order,
  type OrderItem,
  orderCancelRefusal,
  PAYMENT_TYPE,
  paymentRetryRefusal,
  paymentTypeTable,
  TRANSACTION_STATUS,
} from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppliedPromotionNote } from '../../../components/ui/applied-promotion';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { cartDrawer } from '../../../lib/cart-drawer';
import { useCart } from '../../cart/api/get-cart';
import { PromotionSavingsLine, SummaryLine } from '../../cart/components/cart-summary';
import { EstimateNote } from '../../cart/components/estimated-total';
import { totalLabelKey } from '../../cart/utils/total-label';
import { externalPage } from '../../checkout/api/checkout';
import { lineDetails } from '../../checkout/components/checkout-lines';
import { DeliveryRecap } from '../../checkout/components/delivery-recap';
import { ItemRecapRow } from '../../checkout/components/item-recap-row';
import { ConfirmDialog } from '../../wishlists/components/confirm-dialog';
import { useCancelOrder, useOrderPayment, useReorder } from '../api/order-mutations';
import { useOrder } from '../api/order-queries';
import { addressTypeOf, formatOrderDate } from './format-order';
import { OrderEditBanner } from './order-edit-banner';
import { OrderModifyButton } from './order-modify-button';
import { OrderRatingSection } from './order-rating';
import { OrderReplacementNote } from './order-replacement-note';
import { OrderStatusChip } from './order-status-chip';
import { ParkingReservation } from './parking-reservation';

/**
 * Order detail: status, delivery, payment, the lines with quantities and weights, totals; reorder,
 * edit and cancel (Si/No), the parking reservation of a pickup, the rating once delivered.
 */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isPending) return <Skeleton variant="rounded" height={320} />;
  if (order.isError) return <ResponseMessage kind="error">{order.error.message}</ResponseMessage>;
  return (
    <Box>
      <Button component={RouterLink} to={paths.profileOrders.to()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('orders.backToList')}
      </Button>
      <OrderView order={order.data} />
    </Box>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const reorder = useReorder();
  const cart = useCart();
  const [asking, setAsking] = useState(false);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancellable = orderCancelRefusal(order) === null;

  const answerCancel = (confirmed: boolean) => {
    setAsking(false);
    if (!confirmed) return;
    setFailure(null);
    cancel.mutate(order.orderId, {
      onSuccess: ({ info }) => setCancelled(info ?? t('orders.cancelled', { orderId: order.orderId })),
      onError: (error) => setFailure(error.message),
    });
  };
  const addAgain = () => {
    setFailure(null);
    reorder.mutate(order.orderId, {
      onSuccess: ({ warnings }) => {
        for (const warning of warnings) void showToast(warning.description, { variant: 'warning' });
        cartDrawer.open();
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
          {t('orders.number', { orderId: order.orderId })}
        </Typography>
        <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
      </Box>
      {order.agentName && (
        <Tooltip title={t('orders.agentTooltip', { name: order.agentName })}>
          <Chip
            icon={<SupportAgent />}
            label={t('orders.byAgent', { name: order.agentName })}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        </Tooltip>
      )}
      <Typography sx={{ color: 'text.secondary', mt: -1.5 }}>
        {t('orders.placedOn', { date: formatOrderDate(order.createdAt) })}
      </Typography>
      <OrderReplacementNote order={order} />
      {cancelled && <ResponseMessage kind="info">{cancelled}</ResponseMessage>}
      {failure && (
        <ResponseMessage kind="error" onClose={() => setFailure(null)}>
          {failure}
        </ResponseMessage>
      )}
      {cart.data && editedOrderOf(cart.data) === order.orderId && <OrderEditBanner cart={cart.data} />}
      <PaymentDue order={order} onFailure={setFailure} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<AddShoppingCart />} disabled={reorder.isPending} onClick={addAgain}>
          {t('orders.reorder')}
        </Button>
        <OrderModifyButton order={order} onFailure={setFailure} />
        {cancellable && (
          <Button variant="outlined" color="error" disabled={cancel.isPending} onClick={() => setAsking(true)}>
            {t('orders.cancel')}
          </Button>
        )}
      </Box>
      <ParkingReservation order={order} />
      <DeliveryRecap
        addressType={addressTypeOf(order.shippingAddress.addressTypeId)}
        address={order.shippingAddress}
        timeslot={order.timeslot}
      />
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {t('orders.payment')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {paymentTypeTable.labelOf(order.paymentTypeId) ?? order.paymentTypeDescr}
        </Typography>
      </Paper>
      {order.orderInfos.order_comment && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('checkout.commentTitle')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.orderInfos.order_comment}</Typography>
        </Paper>
      )}
      <Box component="section" aria-label={t('orders.itemsTitle')}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('orders.itemsTitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.orderItems.map((item) => (
            <OrderLine key={item.orderItemId} item={item} />
          ))}
        </Box>
      </Box>
      <OrderTotals order={order} />
      <OrderRatingSection order={order} />
      <ConfirmDialog open={asking} text={t('orders.cancelConfirm', { orderId: order.orderId })} onAnswer={answerCancel} />
    </Box>
  );
}

function OrderLine({ item }: { item: OrderItem }) {
  const { t } = useTranslation();
  const { product, delivered } = item;
  const substituted = delivered?.product && delivered.product.productId !== product.productId ? delivered.product : null;
  return (
    <ItemRecapRow
      product={product}
      details={lineDetails(t('orders.quantity', { quantity: formatCartQuantity(product, item.quantity) }), product.packageDescr)}
      amountCents={delivered?.grossTotalCents ?? item.grossTotalCents}
    >
      <AppliedPromotionNote promotion={item.promotion} />
      {delivered?.weight != null && (
        <Typography variant="body2">
          {t('orders.realWeight', { weight: formatCartQuantity(product, delivered.weight) })}
        </Typography>
      )}
      {substituted && (
        <Typography variant="body2" sx={{ color: 'warning.dark' }}>
          {t('orders.substitutedWith', { name: substituted.name })}
        </Typography>
      )}
    </ItemRecapRow>
  );
}

/** True when a transaction of the order was authorised or confirmed: it is paid, never a second time. */
function hasAuthorisation(order: Order): boolean {
  return order.transactions.some(
    (transaction) =>
      transaction.transactionStatusId === TRANSACTION_STATUS.authorized ||
      transaction.transactionStatusId === TRANSACTION_STATUS.confirmed,
  );
}

/** A suspended order (waiting for its online payment): pay it again on the gateway's page, or on delivery instead. */
function PaymentDue({ order, onFailure }: { order: Order; onFailure: (message: string | null) => void }) {
  const { t } = useTranslation();
  const payment = useOrderPayment();
  if (paymentRetryRefusal(order, hasAuthorisation(order)) !== null) return null;
  const pay = (paymentTypeId?: number) => {
    onFailure(null);
    payment.mutate(
      { orderId: order.orderId, paymentTypeId },
      {
        onSuccess: ({ paymentUrl }) => {
          if (paymentUrl) externalPage.open(paymentUrl);
        },
        onError: (error) => onFailure(error.message),
      },
    );
  };
  return (
    <ResponseMessage
      kind="warning"
      action={
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
          <Button color="inherit" variant="outlined" size="small" disabled={payment.isPending} onClick={() => pay()}>
            {t('orders.payAgain')}
          </Button>
          <Button color="inherit" size="small" disabled={payment.isPending} onClick={() => pay(PAYMENT_TYPE.onDelivery)}>
            {t('orders.payOnDelivery')}
          </Button>
        </Box>
      }
    >
      {t('orders.paymentDue')}
    </ResponseMessage>
  );
}

/**
 * The totals: the breakdown as ordered adds up to the ordered total; once the store has weighed and
 * substituted, the final amount follows on its own, with what it is based on (it replaces nothing above).
 */
function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const weighed = order.finalTotalCents !== null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('orders.totalsTitle')}
      sx={{ p: 2, maxWidth: { md: 420 }, ml: { md: 'auto' }, width: '100%' }}
    >
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryLine label={t('cart.subtotal')} amount={formatEuro(order.subTotalCents)} />
        {order.orderPackages.map((orderPackage) => (
          <SummaryLine
            key={orderPackage.descr}
            label={`${orderPackage.descr} × ${orderPackage.quantity}`}
            amount={formatEuro(orderPackage.totalPriceCents)}
          />
        ))}
        {order.orderAdjustments.map((adjustment) => (
          <SummaryLine
            key={adjustment.giftCertificateId}
            label={adjustment.description}
            amount={`−${formatEuro(adjustment.amountCents)}`}
          />
        ))}
        <SummaryLine
          label={t('cart.deliveryFee')}
          amount={order.deliveryFeeCents > 0 ? formatEuro(order.deliveryFeeCents) : t('cart.deliveryFree')}
        />
        <SummaryLine
          label={weighed ? t('orders.orderedTotal') : t(totalLabelKey(order.totalIsEstimate))}
          amount={formatEuro(order.orderedTotalCents)}
          strong={!weighed}
          divided
        />
        <PromotionSavingsLine cents={order.promotionDiscountCents} />
        {weighed && <SummaryLine label={t('orders.finalTotal')} amount={formatEuro(order.finalTotalCents ?? 0)} strong divided />}
      </Box>
      {weighed && (
        <Typography variant="body2" color="text.secondary">
          {t('orders.finalTotalNote')}
        </Typography>
      )}
      {order.totalIsEstimate && <EstimateNote preauthorisedCents={order.preauthorisedCents} />}
    </Paper>
  );
}
