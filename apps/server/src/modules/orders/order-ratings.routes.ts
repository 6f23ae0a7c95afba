import {
  envelopeSchema,
  errorEnvelopeSchema,
  orderRatingAddBodySchema,
  orderRatingListDataSchema,
  orderRatingListFilterSchema,
  orderRatingSchema,
  orderRatingUpdateBodySchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { createOrderRatingService } from './order-ratings.service';

const session = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
const access = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...session };

/** Ratings of the shopper's orders (second file, section 7, Ratings). */
export const orderRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ratings = createOrderRatingService(app.db);

  app.post(
    '/note/order/add',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Rates the shopper’s order (orderId, score 1–5, comment up to 1000 characters) once delivered or partially delivered; one rating per order (409 errors.rating.alreadyRated: use update), 409 errors.rating.notRateable before delivery; 404 missing or another shopper’s order',
        body: orderRatingAddBodySchema,
        response: { 200: envelopeSchema(orderRatingSchema), 409: errorEnvelopeSchema, ...access },
      },
    },
    async (request) => {
      const { rating, info } = await ratings.add(userIdOf(request), request.body);
      return ok(rating, { infos: [info] });
    },
  );

  app.post(
    '/note/order/update',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Changes the score and comment of the shopper’s rating (noteId); 404 missing or another shopper’s',
        body: orderRatingUpdateBodySchema,
        response: { 200: envelopeSchema(orderRatingSchema), 409: errorEnvelopeSchema, ...access },
      },
    },
    async (request) => {
      const { rating, info } = await ratings.update(userIdOf(request), request.body);
      return ok(rating, { infos: [info] });
    },
  );

  const listSchema = {
    tags: ['orders'],
    summary: 'The shopper’s ratings, optionally of one order (orderId); 404 when that order is missing or another shopper’s',
    response: { 200: envelopeSchema(orderRatingListDataSchema), ...access },
  };
  // The original client POSTs a body filter (to note/list/); a GET with the filter in the query works too.
  app.post(
    '/note/list',
    { onRequest: app.requireUser, schema: { ...listSchema, body: orderRatingListFilterSchema } },
    async (request) => ok(await ratings.list(userIdOf(request), request.body?.orderId)),
  );
  app.get(
    '/note/list',
    { onRequest: app.requireUser, schema: { ...listSchema, querystring: orderRatingListFilterSchema } },
    async (request) => ok(await ratings.list(userIdOf(request), request.query?.orderId)),
  );
};
