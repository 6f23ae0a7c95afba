import {
  adminCapacityBodySchema,
  adminLineResetBodySchema,
  adminLineSubstituteBodySchema,
  adminLineWeighBodySchema,
  adminOrderDataSchema,
  adminOrderListDataSchema,
  adminOrderListQuerySchema,
  adminOrderStatusBodySchema,
  adminOrderViewQuerySchema,
  adminPlacesDataSchema,
  adminTimeslotDataSchema,
  adminTimeslotsDataSchema,
  adminTimeslotsQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { paymentGatewayOf } from '../payments/payment-setup';
import { createBackOfficeService } from './back-office.service';
import { staffGuardRefusals as guarded, staffRefusals as refusals, backOfficeTags as tags } from './back-office-answers';
import { giftCertificateAdminRoutes } from './gift-certificate-admin.routes';
import { productAdminRoutes } from './product-admin.routes';
import { slotPreparationRoutes } from './slot-preparation.routes';
import { staffGuardPlugin } from './staff-guard';

const orderAnswer = { 200: envelopeSchema(adminOrderDataSchema), ...refusals };

/**
 * The store's back office (issue 6; routes flagged admin need an SSO/admin user, second file
 * section 4): staff see the day's orders, move them through the statuses, weigh loose lines,
 * substitute products and change slot capacities. Every route needs a staff user (`app.requireStaff`).
 */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffGuardPlugin);
  await app.register(giftCertificateAdminRoutes);
  await app.register(slotPreparationRoutes);
  await app.register(productAdminRoutes);
  const office = createBackOfficeService(app.db, { gateway: paymentGatewayOf(app) });
  const onRequest = app.requireStaff;

  app.get(
    '/admin/places',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The stores and warehouses orders come from, for the filters',
        response: { 200: envelopeSchema(adminPlacesDataSchema), ...guarded },
      },
    },
    async () => ok(await office.places()),
  );

  app.get(
    '/admin/timeslots',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The slots of a day (date YYYY-MM-DD, default today in Italy), of a store (store_id) or a warehouse (warehouse_id): capacity, booked, places held by checkouts in progress, status and orders in the slot',
        querystring: adminTimeslotsQuerySchema,
        response: { 200: envelopeSchema(adminTimeslotsDataSchema), 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ok(await office.timeslots(request.query)),
  );

  app.post(
    '/admin/timeslot/capacity',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Changes a slot’s capacity in orders (a whole number, 0 or more); 409 below the orders already booked, 404 unknown slot',
        body: adminCapacityBodySchema,
        response: { 200: envelopeSchema(adminTimeslotDataSchema), ...refusals },
      },
    },
    async (request) => ok(await office.setCapacity(userIdOf(request), request.body.timeslot_id, request.body.capacity)),
  );

  app.get(
    '/admin/orders',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The orders of a delivery day (date, default today in Italy) by slot start, 20 a page: store_id, warehouse_id, timeslot_id, status (comma list of status ids); each with its shopper; statusCounts counts the day’s orders by status whatever the status filter',
        querystring: adminOrderListQuerySchema,
        response: { 200: envelopeSchema(adminOrderListDataSchema), 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ok(await office.listOrders(request.query)),
  );

  app.get(
    '/admin/order/view',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'One order as the shopper sees it (lines as ordered and as delivered), with its shopper, the statuses it may move to (nextStatuses, from the transition table) and its status history and the staff’s changes to it (auditTrail: who, when, what, values before and after); 404 missing',
        querystring: adminOrderViewQuerySchema,
        response: orderAnswer,
      },
    },
    async (request) => ok(await office.viewOrder(request.query.order_id)),
  );

  app.post(
    '/admin/order/status',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Moves the order to status_id when the transition table allows it (409 otherwise). Delivered (8) or partially delivered (9): final amount fixed (estimated weight where none was entered), card payment captured for at most the pre-authorised amount, loyalty points credited (1 per whole euro) — once. Cancelled (10) or invalidated (11): slot place released, card authorisation voided',
        body: adminOrderStatusBodySchema,
        response: orderAnswer,
      },
    },
    async (request) => ok(await office.moveStatus(userIdOf(request), request.body.order_id, request.body.status_id)),
  );

  app.post(
    '/admin/order/line/weigh',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The real weight (kg, up to 3 decimals, above 0) of a loose line while the order is prepared (statuses 4, 5, 6): its amount becomes price per kg × weight and the order’s final amount follows; 409 for a line not sold by weight or another status',
        body: adminLineWeighBodySchema,
        response: orderAnswer,
      },
    },
    async (request) =>
      ok(await office.weighLine(userIdOf(request), request.body.order_id, request.body.order_line_id, request.body.weight)),
  );

  app.post(
    '/admin/order/line/substitute',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Another product (product_id, quantity) for a line whose shopper accepts alternatives, while the order is prepared (4, 5, 6): the line keeps what was ordered and what is delivered and charges the substitute’s price × quantity, never more than the ordered line; 409 when alternatives are refused or in another status',
        body: adminLineSubstituteBodySchema,
        response: orderAnswer,
      },
    },
    async (request) => {
      const { order_id, order_line_id, product_id, quantity } = request.body;
      return ok(await office.substituteLine(userIdOf(request), order_id, order_line_id, product_id, quantity));
    },
  );

  app.post(
    '/admin/order/line/reset',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Undoes the weighing and the substitution of a line while the order is prepared (4, 5, 6): it counts as ordered again',
        body: adminLineResetBodySchema,
        response: orderAnswer,
      },
    },
    async (request) => ok(await office.resetLine(userIdOf(request), request.body.order_id, request.body.order_line_id)),
  );
};
