import {
  cartSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  storeIdQuerySchema,
  storeLocalizeDataSchema,
  storeLocalizeQuerySchema,
  storeViewDataSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createCartService } from '../cart/cart.service';
import { createStoreLocatorService } from './store-locator.service';

/** The store calls that come with delivery: proximity search, the store page and choosing a store for pickup. */
export const storeDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const locator = createStoreLocatorService(app.db);
  const cart = createCartService(app.db);

  app.get(
    '/store-proximity/localize',
    {
      schema: {
        tags: ['stores'],
        summary:
          'Shops within `distance` metres (default 10000) of latitude + longitude (data.stores, each with its distance and pickup addressId), offering any of `services` when given, nearest first (orderby distance, name or city)',
        querystring: storeLocalizeQuerySchema,
        response: { 200: envelopeSchema(storeLocalizeDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok({ stores: await locator.localize(query) }),
  );

  app.get(
    '/store-proximity/select',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['stores'],
        summary:
          'Chooses a shop or locker for pickup: its pickup address goes on the cart (autoAssigned false) and the cart is answered, with a slot of that store (re-assigned when the old one does not fit)',
        querystring: storeIdQuerySchema,
        response: {
          200: envelopeSchema(cartSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          419: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await cart.selectStore(userIdOf(request), request.query.store_id)),
  );

  app.get(
    '/store/view',
    {
      schema: {
        tags: ['stores'],
        summary: 'One shop or locker (data.store): address, map point, opening hours, services, warehouse and pickup addressId',
        querystring: storeIdQuerySchema,
        response: { 200: envelopeSchema(storeViewDataSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok({ store: await locator.view(query.store_id) }),
  );
};
