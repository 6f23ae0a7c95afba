import { adminProductDataSchema, adminProductUpdateBodySchema, envelopeSchema } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../cart/cart.routes';
import { clearCatalogueCache } from '../catalogue/answer-cache';
import { staffRefusals as refusals, backOfficeTags as tags } from './back-office-answers';
import { createProductAdminService } from './product-admin.service';

/** Staff change a product's price and stock. Registered by backOfficeRoutes, after its staff guard. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const productsAdmin = createProductAdminService(app.db, () => clearCatalogueCache(app));

  app.post(
    '/admin/product/update',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Changes a product’s price (price_cents, VAT included, above 0) and/or its stock (available, 0 or more): listings, searches, product pages and new cart lines of every instance of the shop show and charge it within a second; 404 unknown product',
        body: adminProductUpdateBodySchema,
        response: { 200: envelopeSchema(adminProductDataSchema), ...refusals },
      },
    },
    async (request) => ok(await productsAdmin.update(userIdOf(request), request.body)),
  );
};
