import {
  envelopeSchema,
  errorEnvelopeSchema,
  paymentDueDateDocumentQuerySchema,
  paymentDueDateListDataSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createPaymentDueDateService } from './payment-due-dates.service';

const sessionFailures = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };

/** Payment due dates (second file, sections 2 and 4) of a shopper paying by deferred payment; own data only. */
export const paymentDueDateRoutes: FastifyPluginAsyncZod = async (app) => {
  const dueDates = createPaymentDueDateService(app.db);

  app.get(
    '/payment-due-date/list',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          "The logged-in shopper's payment due dates, the latest first, each with its status (paid, pending, expiring within 7 days, expired); deferredPayment false and an empty list for a shopper without deferred payment",
        response: { 200: envelopeSchema(paymentDueDateListDataSchema), ...sessionFailures },
      },
    },
    async (request) => ok(await dueDates.list(userIdOf(request))),
  );

  app.get(
    '/payment-due-date/document',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The invoice document of one of the shopper's due dates (HTML); 404 when missing or another shopper's",
        querystring: paymentDueDateDocumentQuerySchema,
        response: { 200: z.string(), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...sessionFailures },
      },
    },
    async (request, reply) => {
      const document = await dueDates.document(userIdOf(request), request.query.payment_due_date_id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .type('text/html; charset=utf-8')
        .send(document.html);
    },
  );
};
