import {
  cartSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  orderCodes,
  orderIdBodySchema,
  orderIdQuerySchema,
  orderListDataSchema,
  orderListQuerySchema,
  orderSchema,
  orderViewQuerySchema,
  validationMessages,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { userIdOf } from '../../plugins/session';
import { createOrderService } from './order.service';
import { createOrderModifyService } from './order-modify';

const session = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
const access = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...session };

/** The shopper's orders (second file, section 7): view, list, delete (cancel). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrderService(app.db);
  const edits = createOrderModifyService(app.db);

  app.get(
    '/order/view',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "One order with its lines (as ordered, and as delivered once prepared), bags, gift certificates and transactions; an order replaced by an edit only with show_replaced. 404 missing or another shopper's",
        querystring: orderViewQuerySchema,
        response: { 200: envelopeSchema(orderSchema), ...access },
      },
    },
    async (request) =>
      ok(await orders.view(userIdOf(request), request.query.order_id, { showReplaced: request.query.show_replaced ?? false })),
  );

  app.get(
    '/order/list',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'The shopper’s orders, newest first: page (1-based), page_size (default 12); from_date / to_date (YYYY-MM-DD, the day the order was placed, Italian time), from_gross_total / to_gross_total (euro, bounds included); show_pending (default true: orders waiting for payment), show_replaced (default false), fetch_detail (lines and transactions too)',
        querystring: orderListQuerySchema,
        response: { 200: envelopeSchema(orderListDataSchema), 400: errorEnvelopeSchema, ...session },
      },
    },
    async (request) => ok(await orders.list(userIdOf(request), request.query)),
  );

  app.post(
    '/order/delete',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: `Cancels the order (order_id in the query or the body): status 10, its slot place given back, an edit of it in progress dropped (its hold released, the open cart the shopper's cart again), with the success message in infosMessage. 409 ${orderCodes.orderNotCancellable} / errors.orderNotEditable once the store has taken charge (status 4 on), errors.orderPaidByCard for orders paid online by card; 404 missing or another shopper's`,
        querystring: orderIdQuerySchema,
        body: orderIdBodySchema,
        response: { 200: envelopeSchema(orderSchema), 409: errorEnvelopeSchema, ...access },
      },
    },
    async (request) => {
      const orderId = request.query.order_id ?? request.body?.order_id;
      if (orderId === undefined) throw badRequest(validationMessages.required, 'order_id');
      const { order, info } = await orders.cancel(userIdOf(request), orderId);
      return ok(order, { infos: [info] });
    },
  );

  app.post(
    '/order/modify',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: `Puts the order back in a cart for editing (order_id in the query or the body): a cart in status 7 with the order's lines, address (fixed: user-address/select and store-proximity/select answer 409 ${orderCodes.orderAddressLocked}) and slot (free to change); it is the shopper's cart until checkout/prepare + checkout/buy place the new order, which replaces this one (cancelled, its slot place given back). The open cart is kept aside and comes back afterwards. Sent again while the edit exists (a double click), it answers the same cart. 409 errors.orderNotEditable once the store has taken charge (status 4 on), errors.orderPaidByCard for orders paid online by card, ${orderCodes.orderBeingModified} while another order is being modified; 404 missing or another shopper's`,
        querystring: orderIdQuerySchema,
        body: orderIdBodySchema,
        response: { 200: envelopeSchema(cartSchema), 409: errorEnvelopeSchema, ...access },
      },
    },
    async (request) => {
      const orderId = request.query.order_id ?? request.body?.order_id;
      if (orderId === undefined) throw badRequest(validationMessages.required, 'order_id');
      const { cart, info } = await edits.modify(userIdOf(request), orderId);
      return ok(cart, { infos: [info] });
    },
  );

  app.post(
    '/order/modify-cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: `Gives up the edit started by order/modify (not in the specification: the shopper goes back to their cart): the cart in status 7 is dropped with its lines and its hold on the slot, the order stays as it was, and the open cart kept aside is the shopper's cart again (the answer, with the notice in infosMessage); a buy of that cart before it is prepared again answers 409 ${orderCodes.editCancelled}. 409 ${orderCodes.notEditingOrder} when no order is being modified`,
        response: { 200: envelopeSchema(cartSchema), 409: errorEnvelopeSchema, ...session },
      },
    },
    async (request) => {
      const { cart, info } = await edits.abandon(userIdOf(request));
      return ok(cart, { infos: [info] });
    },
  );
};
