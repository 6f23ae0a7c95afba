import {
  checkoutBuyDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  modifyPaymentTypeInputSchema,
  modifyPaymentTypeParamsSchema,
  orderCodes,
  orderIdBodySchema,
  orderIdQuerySchema,
  validationMessages,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { userIdOf } from '../../plugins/session';
import { stripUndefined } from '../checkout/checkout.routes';
import { orderConfirmationOf } from '../orders/order-confirmation-mail';
import { paymentServiceOf } from './payment-setup';
import { createPaymentTimeoutJob } from './payment-timeout-job';
import { testGatewayRoutes } from './test-gateway.routes';

const refusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  419: errorEnvelopeSchema,
};

/**
 * Online payment (second file, section 7): order/payment pays a suspended order again,
 * order/modify-payment-type changes its type; the test gateway's hosted page; the job that cancels
 * orders left unpaid.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentServiceOf(app, orderConfirmationOf(app));
  const job = createPaymentTimeoutJob(payments, app.log, {
    db: app.db,
    intervalMs: app.config.PAYMENT_TIMEOUT_SCAN_SECONDS * 1000,
  });
  app.addHook('onReady', job.start);
  app.addHook('onClose', job.stop);
  app.metrics.watchJob(job);
  await app.register(testGatewayRoutes(payments, app.config.publicUrl));

  app.post(
    '/order/payment',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: `Pays a suspended order (status 1 or 2, waiting for payment) again (order_id in the query or the body): a new transaction and a new hosted page, data.paymentUrl, where the shopper is sent. 409 ${orderCodes.orderAlreadyPaid} once authorised (never two authorisations), ${orderCodes.orderNotAwaitingPayment} for an order not waiting for payment, ${orderCodes.authorisationTooShort}; 404 missing or another shopper's`,
        querystring: orderIdQuerySchema,
        body: orderIdBodySchema,
        response: { 200: envelopeSchema(checkoutBuyDataSchema), ...refusals },
      },
    },
    async (request) => {
      const orderId = request.query.order_id ?? request.body?.order_id;
      if (orderId === undefined) throw badRequest(validationMessages.required, 'order_id');
      const { info, ...answer } = await payments.retry(userIdOf(request), orderId, app.config.publicUrl);
      return ok(answer, { infos: [info] });
    },
  );

  app.post(
    '/order/modify-payment-type',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: `Changes the payment type of a suspended order (order_id, payment_type_id, user_payment_auth_id, payment_data; query or body), PayPal included. Paid at delivery (2, 18, 19) it is placed (status 3); online (12, 113, 13) it waits for payment on a new hosted page, data.paymentUrl. 409 ${orderCodes.orderAlreadyPaid}, ${orderCodes.orderNotAwaitingPayment}, ${orderCodes.paymentTypeUnavailable}; 400 an unknown type; 404 missing or another shopper's`,
        querystring: modifyPaymentTypeInputSchema,
        body: modifyPaymentTypeInputSchema.nullish(),
        response: { 200: envelopeSchema(checkoutBuyDataSchema), ...refusals },
      },
    },
    async (request) => {
      const parsed = modifyPaymentTypeParamsSchema.safeParse({ ...(request.body ?? {}), ...stripUndefined(request.query) });
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'payment_type_id');
        throw badRequest(validationMessages.required, field);
      }
      const { info, ...answer } = await payments.modifyPaymentType(userIdOf(request), parsed.data, app.config.publicUrl);
      return ok(answer, { infos: [info] });
    },
  );
};
