import { getTenant } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import { createPaymentService } from './payment.service';
import { createTestGateway } from './test-gateway';

/** The payment service of this server: the built-in test gateway, the tenant's pre-authorisation rule, the timeout. */
export function paymentServiceOf(app: FastifyInstance) {
  return createPaymentService(app.db, {
    gateway: createTestGateway(),
    tenant: getTenant(app.config.TENANT),
    timeoutMinutes: app.config.PAYMENT_TIMEOUT_MINUTES,
  });
}
