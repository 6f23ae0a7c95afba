import { getTenant } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import type { OrderConfirmation } from '../orders/order-confirmation-mail';
import { createPaymentService } from './payment.service';
import type { PaymentGateway } from './payment-gateway';
import { createTestGateway } from './test-gateway';

const gateways = new WeakMap<FastifyInstance, PaymentGateway>();

/**
 * The one payment gateway of this server (today the built-in test gateway): checkout, the back
 * office's capture and void, and account deletion must all talk to the same provider, so a real one
 * plugs in here only.
 */
export function paymentGatewayOf(app: FastifyInstance): PaymentGateway {
  let gateway = gateways.get(app);
  if (!gateway) {
    gateway = createTestGateway();
    gateways.set(app, gateway);
  }
  return gateway;
}

/**
 * The payment service of this server: its gateway, the tenant's pre-authorisation rule,
 * the timeout; `confirm` sends the order confirmation once a payment is authorised.
 */
export function paymentServiceOf(app: FastifyInstance, confirm?: OrderConfirmation) {
  return createPaymentService(app.db, {
    confirm,
    gateway: paymentGatewayOf(app),
    tenant: getTenant(app.config.TENANT),
    timeoutMinutes: app.config.PAYMENT_TIMEOUT_MINUTES,
    onPaymentFailed: (outcome) => app.metrics.paymentFailed(outcome),
  });
}
