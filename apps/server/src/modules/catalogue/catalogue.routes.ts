import { searchSynonymsOf } from '@spesa/domain';
import type { FastifyPluginAsync } from 'fastify';
import { createAnswerCache, registerAnswerCache } from './answer-cache';
import { listenForCatalogueChanges } from './catalogue-changes';
import { catalogueReadDb, whenReplicaCaughtUp } from './catalogue-replica';
import { createSnapshotCache } from './catalogue-snapshot';
import { categoryRoutes } from './category.routes';
import { createCategoryService } from './category.service';
import { productRoutes } from './product.routes';
import { createProductService } from './product.service';
import { ensureSearchLexicon } from './search.repository';
import { createSearchPlanner } from './search.service';

export type CatalogueServices = {
  products: ReturnType<typeof createProductService>;
  categories: ReturnType<typeof createCategoryService>;
};

/** Each app's catalogue services, by the app's database handle: other modules (seo) read through the same caches. */
const servicesByDb = new WeakMap<object, CatalogueServices>();

/** The catalogue services of the app over `db`, once the catalogue routes are registered. */
export function catalogueServicesOf(db: object): CatalogueServices | undefined {
  return servicesByDb.get(db);
}

/**
 * The catalogue under /ebsn/api: one in-memory snapshot of categories and names, one search planner
 * and one answer cache shared by its routes; clearCatalogueCache forgets all of them.
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await ensureSearchLexicon(app.db);
  // Reads only: the replica when DATABASE_REPLICA_URL is set (decision 0043).
  const reads = await catalogueReadDb(app);
  const snapshot = createSnapshotCache(reads.db);
  const planner = createSearchPlanner(reads.db, searchSynonymsOf(app.config.TENANT));
  const products = createProductService(reads.db, snapshot, planner);
  const categories = createCategoryService(reads.db, snapshot, planner);
  // Per app: tests build one app per database and must never see another app's answers.
  const cache = createAnswerCache({
    serialised: app.config.NODE_ENV !== 'test',
    enabled: app.config.ANSWER_CACHE !== 'off',
  });
  cache.onClear(() => {
    snapshot.reset();
    planner.clear();
    products.forget();
    categories.forget();
  });
  registerAnswerCache(app.db, cache);
  // Changes made through the other instances (decision 0042): each announcement forgets this instance's answers.
  // With a replica, once more when it has replayed the change: answers cached from it meanwhile were stale.
  const changes = await listenForCatalogueChanges(app.db, app.log, () => {
    cache.clear();
    if (reads.replica) void whenReplicaCaughtUp(app.db, reads.db, () => cache.clear());
  });
  app.addHook('onClose', async () => changes?.stop());
  servicesByDb.set(app.db, { products, categories });
  await app.register(categoryRoutes, { categories, products, cache });
  await app.register(productRoutes, { products, cache });
};
