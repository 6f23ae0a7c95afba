import { envelopeSchema, errorEnvelopeSchema, storeListDataSchema, storeListQuerySchema } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { createStoreService } from './store.service';

/** `GET /store-proximity/list`: the shops for the store selector (the other store calls come with delivery). */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = createStoreService(app.db);
  app.get(
    '/store-proximity/list',
    {
      schema: {
        tags: ['stores'],
        summary:
          'The shops (data.stores), those offering any of `services` (delivery service ids) when given, ordered by `orderby`',
        querystring: storeListQuerySchema,
        response: { 200: envelopeSchema(storeListDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok({ stores: await stores.list(query.services, query.orderby) }),
  );
};
