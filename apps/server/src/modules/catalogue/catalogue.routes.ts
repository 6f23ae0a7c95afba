import type { FastifyPluginAsync } from 'fastify';
import { createAnswerCache, registerAnswerCache } from './answer-cache';
import { createSnapshotCache } from './catalogue-snapshot';
import { categoryRoutes } from './category.routes';
import { createCategoryService } from './category.service';
import { productRoutes } from './product.routes';
import { createProductService } from './product.service';
import { ensureSearchLexicon } from './search.repository';

/** The catalogue under /ebsn/api: one in-memory snapshot of categories and names shared by its routes. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await ensureSearchLexicon(app.db);
  const snapshot = createSnapshotCache(app.db);
  const products = createProductService(app.db, snapshot);
  // Per app: tests build one app per database and must never see another app's answers.
  const cache = createAnswerCache({ serialised: app.config.NODE_ENV !== 'test' });
  registerAnswerCache(app.db, cache);
  await app.register(categoryRoutes, { categories: createCategoryService(app.db, snapshot), products, cache });
  await app.register(productRoutes, { products, cache });
};
