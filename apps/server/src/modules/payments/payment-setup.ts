import { getTenant } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import type { OrderConfirmation } from '../checkout/order-confirmation-mail';
import { createPaymentService } from './payment.service';
import { createTestGateway } from './test-gateway';

/**
 * The payment service of this server: the built-in test gateway, the tenant's pre-authorisation rule,
 * the timeout; `confirm` sends the order confirmation once a payment is authorised.
 */
export function paymentServiceOf(app: FastifyInstance, confirm?: OrderConfirmation) {
  return createPaymentService(app.db, {
    confirm,
    gateway: createTestGateway(),
    tenant: getTenant(app.config.TENANT),
    timeoutMinutes: app.config.PAYMENT_TIMEOUT_MINUTES,
  });
}
