import {
  deliveryFeeDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  warehouseFindDataSchema,
  warehouseFindQuerySchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { cartContextOf } from '../cart/cart-context';
import { addressTypeOfCart, cartSubTotalCents } from '../cart/cart-view';
import { withOpenCart } from '../cart/open-cart';
import { deliveryFeeView, findWarehousesByCoordinates } from './delivery.service';

/** `warehouse/find-by-coordinates` and `delivery-fee/view`. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/warehouse/find-by-coordinates',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'The warehouses within `distance` metres (default 10000) of latitude + longitude, nearest first (data.warehouses), and the one whose radius holds the point (data.warehouse, else null)',
        querystring: warehouseFindQuerySchema,
        response: { 200: envelopeSchema(warehouseFindDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok(await findWarehousesByCoordinates(app.db, query, query.distance)),
  );

  app.get(
    '/delivery-fee/view',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['delivery'],
        summary:
          "The fee of the cart's service (home, shop or locker pickup) for its items' subtotal under the brand's terms (a warehouse's own fee row overrides fee and threshold), in cents (and euro): the fee is waived from freeThresholdCents (amountToFreeCents still missing); minimumOrderCents and amountToMinimumCents: checkout/prepare refuses a cart below the minimum",
        response: { 200: envelopeSchema(deliveryFeeDataSchema), 401: errorEnvelopeSchema, 419: errorEnvelopeSchema },
      },
    },
    async (request) => {
      // Read before the cart's transaction opens (PGlite has one connection).
      const context = await cartContextOf(app.db);
      return ok(
        await withOpenCart(app.db, userIdOf(request), async (tx, cart, _user, _now, known) =>
          deliveryFeeView(tx, context.tenant, {
            deliveryServiceId: cart.deliveryServiceId,
            warehouseId: cart.warehouseId,
            addressTypeId: await addressTypeOfCart(tx, cart, known),
            subtotalCents: await cartSubTotalCents(tx, cart, context),
          }),
        ),
      );
    },
  );
};
