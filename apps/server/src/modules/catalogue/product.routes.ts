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
import { wishlistProductListing } from '../wishlists/wishlist-products';
import { type AnswerCache, queryKey } from './answer-cache';
import type { createProductService } from './product.service';
import { searchKey } from './search-plan';

type Options = { products: ReturnType<typeof createProductService>; cache: AnswerCache };

/** Listing and search, the product page, and the search box's suggestions. */
export const productRoutes: FastifyPluginAsyncZod<Options> = async (app, { products, cache }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Product listing and search, with facets and pages; parent_wishlist_id lists a list's products instead (login needed, 403 for a list that is not the shopper's nor shared with them)",
        querystring: productListQuerySchema,
        response: {
          200: envelopeSchema(productListDataSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      // A list's products belong to its shopper (and those it is shared with): never cached, answered by modules/wishlists.
      if (query.parent_wishlist_id !== undefined)
        return ok(await wishlistProductListing(app, request, { ...query, parent_wishlist_id: query.parent_wishlist_id }));
      const compute = async () => ok(await products.list(query));
      // 'preferred' becomes per shopper with the cart: not cached.
      if (query.preferred) return compute();
      // Facet order does not change the answer: sorted, equal selections share the entry. Neither do
      // case and punctuation of the words: a search is keyed by its normalised text.
      const facet = query.facet ? [...query.facet].sort() : undefined;
      if (!query.q) return cache.send(reply, await cache.shared(queryKey('products', { ...query, facet }), compute));
      return cache.send(reply, await cache.search(queryKey('search', { ...query, q: searchKey(query.q), facet }), compute));
    },
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
    async ({ query }, reply) =>
      cache.send(
        reply,
        await cache.shared(queryKey('product', query), async () =>
          ok({ product: await products.view({ productId: query.product_id, slug: query.slug }) }),
        ),
      ),
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
    async ({ query }, reply) =>
      cache.send(
        reply,
        await cache.search(queryKey('suggest', { q: searchKey(query.q) }), async () =>
          ok({ suggestions: await products.suggest(query.q) }),
        ),
      ),
  );
};
