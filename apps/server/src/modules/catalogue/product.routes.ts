import {
  envelopeSchema,
  errorEnvelopeSchema,
  productListDataSchema,
  productListQuerySchema,
  productViewDataSchema,
  productViewQuerySchema,
  suggestDataSchema,
  suggestQuerySchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { createProductService } from './product.service';

type Options = { products: ReturnType<typeof createProductService> };

/** Listing and search, the product page, and the search box's suggestions. */
export const productRoutes: FastifyPluginAsyncZod<Options> = async (app, { products }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product listing and search, with facets and pages',
        querystring: productListQuerySchema,
        response: {
          200: envelopeSchema(productListDataSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async ({ query }) => ok(await products.list(query)),
  );

  app.get(
    '/product/view',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by slug or product_id',
        querystring: productViewQuerySchema,
        response: { 200: envelopeSchema(productViewDataSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok({ product: await products.view({ productId: query.product_id, slug: query.slug }) }),
  );

  app.get(
    '/products/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Words, categories and products for the search box while the shopper types',
        querystring: suggestQuerySchema,
        response: { 200: envelopeSchema(suggestDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok({ suggestions: await products.suggest(query.q) }),
  );
};
