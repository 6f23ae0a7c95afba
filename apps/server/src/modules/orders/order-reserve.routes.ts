import { envelopeSchema, errorEnvelopeSchema, orderReserveDataSchema, orderReserveQuerySchema } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createOrderReserveService } from './order-reserve.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  419: errorEnvelopeSchema,
};

/** Parking reservation for a store pickup (second file, sections 7 and 8). */
export const orderReserveRoutes: FastifyPluginAsyncZod = async (app) => {
  const parking = createOrderReserveService(app.db);
  app.post(
    '/order/reserve',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Reserves a parking place to collect a store-pickup order (query order_id, distance in metres from the store): status 0 with the confirmation in infosMessage; 409 with the reason in errors when the order is not a pickup, not confirmed or already collected, or already has a place; 404 missing or another shopper’s',
        querystring: orderReserveQuerySchema,
        response: { 200: envelopeSchema(orderReserveDataSchema), ...errors },
      },
    },
    async (request) => {
      const { reservation, info } = await parking.reserve(userIdOf(request), request.query.order_id, request.query.distance);
      return ok(reservation, { infos: [info] });
    },
  );
};
