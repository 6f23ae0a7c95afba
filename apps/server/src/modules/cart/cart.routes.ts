import { cartSchema, envelopeSchema, errorEnvelopeSchema } from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { UserRow } from '../users/user.repository';
import { createCartService } from './cart.service';

/** The logged-in shopper's id; `requireUser` runs before every handler that reads it. */
export const userIdOf = (request: FastifyRequest) => (request.user as UserRow).userId;

/** `GET cart/view`: the shopper's open cart, created with an auto-assigned address and slot on first view. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = createCartService(app.db);
  app.get(
    '/cart/view',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary:
          "The shopper's open cart (data is the cart): delivery part with shippingAddress and timeslot (each autoAssigned until the shopper chooses), store, warehouse, user with the default addresses, cartInfos; items come with the cart issue",
        response: { 200: envelopeSchema(cartSchema), 401: errorEnvelopeSchema, 419: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await cart.view(userIdOf(request))),
  );
};
