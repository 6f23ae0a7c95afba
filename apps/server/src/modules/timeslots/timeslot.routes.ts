import {
  cartSchema,
  deliveryCodes,
  deliveryTexts,
  envelopeSchema,
  errorEnvelopeSchema,
  timeslotListDataSchema,
  timeslotListQuerySchema,
  timeslotSelectQuerySchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createCartService } from '../cart/cart.service';
import { createTimeslotService } from './timeslot.service';

const sessionFailures = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };

/** `timeslot/list` and `timeslot/select`: the slots of the cart's address and the choice of one. */
export const timeslotRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeslots = createTimeslotService(app.db);
  const cart = createCartService(app.db);

  app.get(
    '/timeslot/list',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['time slots'],
        summary:
          "The cart's slots by day from today (data.days: dateIso, selected, timeslots with status empty/intermediate/full and active 1 until the cut-off). Closed slots and days without an open slot are left out unless `show-closed`; `check-locker` is accepted and changes nothing (lockers book their own slots)",
        querystring: timeslotListQuerySchema,
        response: { 200: envelopeSchema(timeslotListDataSchema), 400: errorEnvelopeSchema, ...sessionFailures },
      },
    },
    async (request) => {
      const { 'show-closed': showClosed, 'check-locker': checkLocker } = request.query;
      const { days, hasAddress } = await timeslots.days(userIdOf(request), { showClosed, checkLocker });
      const warnings = hasAddress
        ? []
        : [{ code: deliveryCodes.noAddressSelected, description: deliveryTexts.noAddressSelected }];
      return ok({ days }, { warnings });
    },
  );

  app.get(
    '/timeslot/select',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['time slots'],
        summary:
          "Puts a slot of the cart's address on the cart (sel_date YYYY-MM-DD, timeslot_id) and answers the cart; 404 for a slot of another day or place, 409 for a full slot or one past its cut-off, or with no address on the cart. Choosing does not consume capacity",
        querystring: timeslotSelectQuerySchema,
        response: {
          200: envelopeSchema(cartSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...sessionFailures,
        },
      },
    },
    async (request) => ok(await cart.selectTimeslot(userIdOf(request), request.query.sel_date, request.query.timeslot_id)),
  );
};
