import { TRANSACTION_STATUS } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import { cancelOrder } from '../orders/order.service';
import type { AccountClosingOrders } from '../users/account-deletion.service';
import { findAuthorisationOfOrder } from './payment.repository';
import { paymentGatewayOf } from './payment-setup';

/**
 * The orders and payments side of closing an account (users/account-deletion.service.ts), handed to
 * the users module where the routes are wired (decision 0046): an open order is cancelled as
 * order/delete cancels it, and a card authorisation still live on it is voided at the server's one
 * gateway once the deletion is committed.
 */
export function accountClosingOrders(app: FastifyInstance): AccountClosingOrders {
  const gateway = paymentGatewayOf(app);
  return {
    async cancelOpenOrder(tx, order) {
      const authorisation = await findAuthorisationOfOrder(tx, order.orderId);
      await cancelOrder(tx, order, 'account-deletion');
      return authorisation?.transactionStatusId === TRANSACTION_STATUS.authorized && authorisation.gatewayReference
        ? authorisation.gatewayReference
        : null;
    },
    async voidAuthorisation(reference) {
      await gateway.void(reference);
    },
  };
}
