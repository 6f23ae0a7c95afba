import {
  envelopeSchema,
  errorEnvelopeSchema,
  orderAllListQuerySchema,
  orderListDataSchema,
  orderShippingAddressListDataSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createOrderPersonListService } from './order-person-lists.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
const filters =
  'page, page_size (default 12), fetch_detail, show_pending, show_replaced, order_id_filter, order_from_date_filter / order_to_date_filter (day placed, YYYY-MM-DD), suborder_id_filter (the order: orders are never split), suborder_warehouseid_filter, suborder_delivery_from_date_filter / suborder_delivery_to_date_filter (day of the slot), shipping_address_id_filter; fetch_only_suborders_matching_filter is accepted and changes nothing';

/** The "all orders" lists of the second file, section 7. */
export const orderPersonListRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createOrderPersonListService(app.db);
  app.get(
    '/order/list-for-all-person-orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: `Every order of the person across their accounts — one account per person here, so the shopper's orders, newest first: ${filters}`,
        querystring: orderAllListQuerySchema,
        response: { 200: envelopeSchema(orderListDataSchema), ...errors },
      },
    },
    async (request) => ok(await lists.personOrders(userIdOf(request), request.query)),
  );
  app.get(
    '/order/list-for-all-user-shipping-addresses',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: `The shopper's orders to all their shipping addresses (narrowed to one with shipping_address_id_filter), with shippingAddresses: each address the orders went to and how many: ${filters}`,
        querystring: orderAllListQuerySchema,
        response: { 200: envelopeSchema(orderShippingAddressListDataSchema), ...errors },
      },
    },
    async (request) => ok(await lists.shippingAddressOrders(userIdOf(request), request.query)),
  );
};
