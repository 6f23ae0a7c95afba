import { isOnlinePaymentType, PAYMENT_TYPE, TRANSACTION_PAYMENT_TYPE, TRANSACTION_STATUS } from '@spesa/domain';
import type { paymentTransactions } from '../../db/schema/index';
import type { OrderRow } from '../orders/order.repository';
import type { PaymentMethod } from './payment-gateway';

/** How the gateway's page takes the payment of a payment type. */
export function paymentMethodOf(paymentTypeId: number): PaymentMethod {
  return paymentTypeId === PAYMENT_TYPE.paypal ? 'paypal' : 'card';
}

/**
 * The transaction an order's payment starts with (in progress): online types ask the gateway for the
 * pre-authorised amount (the tenant rule for cards, the total for PayPal), the others are settled at
 * delivery for the total.
 */
export function newTransactionOf(
  order: Pick<OrderRow, 'orderId' | 'paymentTypeId' | 'totalCents' | 'preauthorisedCents'>,
  params: { userPaymentAuthId?: number | null; paymentData?: Record<string, unknown> },
): typeof paymentTransactions.$inferInsert {
  const online = isOnlinePaymentType(order.paymentTypeId);
  const transactionPaymentTypeId = !online
    ? TRANSACTION_PAYMENT_TYPE.onDelivery
    : paymentMethodOf(order.paymentTypeId) === 'paypal'
      ? TRANSACTION_PAYMENT_TYPE.paypal
      : TRANSACTION_PAYMENT_TYPE.card;
  return {
    orderId: order.orderId,
    paymentTypeId: order.paymentTypeId,
    transactionPaymentTypeId,
    transactionStatusId: TRANSACTION_STATUS.inProgress,
    amountCents: online ? (order.preauthorisedCents ?? order.totalCents) : order.totalCents,
    userPaymentAuthId: params.userPaymentAuthId ?? null,
    paymentData: params.paymentData ?? {},
  };
}
