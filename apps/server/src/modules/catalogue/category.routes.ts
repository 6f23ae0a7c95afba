import {
  categoryBlockQuerySchema,
  categoryBlockSchema,
  categoryDataSchema,
  categoryListDataSchema,
  categoryQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { type AnswerCache, queryKey } from './answer-cache';
import type { createCategoryService } from './category.service';
import type { createProductService } from './product.service';
import { searchKey } from './search-plan';

type Options = {
  categories: ReturnType<typeof createCategoryService>;
  products: ReturnType<typeof createProductService>;
  cache: AnswerCache;
};

/** `GET /category` (the tree, or one category by slug or id) and `GET /category-block/info`. */
export const categoryRoutes: FastifyPluginAsyncZod<Options> = async (app, { categories, products, cache }) => {
  app.get(
    '/category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree (data.categories), or one category with its subtree (data.category) by slug or categoryId',
        querystring: categoryQuerySchema,
        response: {
          200: envelopeSchema(z.union([categoryListDataSchema, categoryDataSchema])),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async ({ query }, reply) => {
      const compute = async () => {
        if (query.slug !== undefined || query.categoryId !== undefined) return ok(await categories.category(query));
        return ok({ categories: await categories.tree(query) });
      };
      if (!query.q?.trim())
        return cache.send(reply, await cache.shared(queryKey('category', { ...query, q: undefined }), compute));
      return cache.send(reply, await cache.search(queryKey('category-search', { ...query, q: searchKey(query.q) }), compute));
    },
  );

  app.get(
    '/category-block/info',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A content block of a category page with its products',
        querystring: categoryBlockQuerySchema,
        response: { 200: envelopeSchema(categoryBlockSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async ({ query }, reply) =>
      cache.send(
        reply,
        await cache.shared(queryKey('category-block', query), async () =>
          ok(await products.categoryBlock(query.categoryBlockId)),
        ),
      ),
  );
};
