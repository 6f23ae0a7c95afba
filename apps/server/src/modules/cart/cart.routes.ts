import {
  cartAddAllFromOrderBodySchema,
  cartAddBodySchema,
  cartCodes,
  cartDeleteBodySchema,
  cartQuerySchema,
  cartSchema,
  cartUpdateBodySchema,
  cartUpdateCartInfoBodySchema,
  cartUpdateInfosBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  getTenant,
} from '@spesa/domain';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createSnapshotCache } from '../catalogue/catalogue-snapshot';
import { createCartService } from './cart.service';
import { cartAnswerBody } from './cart-answer-body';
import { compressCartAnswer } from './cart-answer-encoding';
import { type CartChangeAnswer, createCartItemsService } from './cart-changes.service';
import { registerCartContext } from './cart-context';
import { pipelinedSessions } from './cart-shopper';

// userIdOf moved to the session plugin (decision 0046); exported here too for code written before the move.
export { userIdOf };

const answer = ({ cart, warnings, infos }: CartChangeAnswer) => ok(cart, { warnings, infos });
const session = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
const cartAnswer = { 200: envelopeSchema(cartSchema), 400: errorEnvelopeSchema, ...session };

/**
 * The cart calls of section 7. Every answer is the whole cart (data), with notices in
 * warningsMessage; `show_sectors=true` in the query adds the lines grouped by department.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCartContext(app.db, { tenant: getTenant(app.config.TENANT), snapshot: createSnapshotCache(app.db) });
  // The answers' body copies the lines kept from earlier answers from their kept JSON (`cartAnswerBody`);
  // in tests each answer is first checked against its schema, as the app's own serialiser does. The
  // body is a Buffer, which Fastify sends as it is (as it does one an onSend hook answers), though its
  // types expect a serialiser to answer a string.
  const body = cartAnswerBody as unknown as (data: unknown) => string;
  if (app.config.NODE_ENV === 'test')
    app.setSerializerCompiler((route) => {
      const check = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
      return (data) => {
        check(data);
        return body(data);
      };
    });
  else app.setSerializerCompiler(() => body);
  // Compressed here in one call, before @fastify/compress's own onSend hook, which then leaves them be.
  app.addHook('onSend', compressCartAnswer);
  const cart = createCartService(app.db);
  const items = createCartItemsService(app.db);
  // cart/add and cart/update: a session seen before is checked by the call's own transaction (`pipelinedSessions`).
  const { onRequest: shopperFirst, asShopper } = pipelinedSessions(app);
  const showSectors = (request: { query: { show_sectors?: boolean } }) => ({ showSectors: request.query.show_sectors ?? false });

  app.get(
    '/cart/view',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary:
          "The shopper's open cart (data is the cart): delivery part with shippingAddress and timeslot (each autoAssigned until the shopper chooses), lines with products, totals in cents, bags, gift certificate adjustments, loyalty points",
        querystring: cartQuerySchema,
        response: { 200: envelopeSchema(cartSchema), ...session },
      },
    },
    async (request) => ok(await cart.view(userIdOf(request), showSectors(request))),
  );

  app.post(
    '/cart/add',
    {
      onRequest: shopperFirst,
      schema: {
        tags: ['cart'],
        summary: `Adds products: each quantity is added to the line of the same product and options (none: the first add, or one step); quantity rules of the domain (400 errors.minAcq / errors.invalidQuantity naming the field), capped at the maximum (warning ${cartCodes.cappedAtMaximum}); options as params (400 naming the option); 409 ${cartCodes.availability} for a product that cannot be bought; 404 for an unknown product. All or nothing.`,
        querystring: cartQuerySchema,
        body: cartAddBodySchema,
        response: { ...cartAnswer, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      answer(await asShopper(request, (shopper) => items.add(shopper, request.body.items, showSectors(request)))),
  );

  app.post(
    '/cart/update',
    {
      onRequest: shopperFirst,
      schema: {
        tags: ['cart'],
        summary: `Sets line quantities (0, or below WEIGHT_SELLING for loose products, removes the line); 409 ${cartCodes.staleItem} for a line no longer in the cart, 403 for another shopper's line`,
        querystring: cartQuerySchema,
        body: cartUpdateBodySchema,
        response: { ...cartAnswer, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      answer(await asShopper(request, (shopper) => items.update(shopper, request.body.items, showSectors(request)))),
  );

  app.post(
    '/cart/delete',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "Removes lines by itemId (a line already gone is no error); 403 for another shopper's line",
        querystring: cartQuerySchema,
        body: cartDeleteBodySchema,
        response: { ...cartAnswer, 403: errorEnvelopeSchema },
      },
    },
    async (request) =>
      answer(
        await items.delete(
          userIdOf(request),
          request.body.items.map((item) => item.itemId),
          showSectors(request),
        ),
      ),
  );

  app.post(
    '/cart/add-all-from-order',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary:
          "Adds every product of one of the shopper's orders (options, notes, alternatives) as cart/add does; what can no longer be bought is left out with a warning; 404 'Ordine non trovato' alike for a missing order and another shopper's",
        querystring: cartQuerySchema,
        body: cartAddAllFromOrderBodySchema,
        response: { ...cartAnswer, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => answer(await items.addAllFromOrder(userIdOf(request), request.body.order_id, showSectors(request))),
  );

  app.post(
    '/cart/update-cart-info',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "Sets cartInfos.order_comment (at most 1000 characters) or cartInfos.need_invoice ('true' / 'false')",
        querystring: cartQuerySchema,
        body: cartUpdateCartInfoBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => answer(await items.updateCartInfo(userIdOf(request), request.body, showSectors(request))),
  );

  app.post(
    '/cart/update-infos',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: `Sets notes, accept_alternatives and customWeight (products sold by weight) of lines; 409 ${cartCodes.staleItem} for a line no longer in the cart`,
        querystring: cartQuerySchema,
        body: cartUpdateInfosBodySchema,
        response: { ...cartAnswer, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => answer(await items.updateInfos(userIdOf(request), request.body.items, showSectors(request))),
  );
};
