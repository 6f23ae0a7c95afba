import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue/catalogue.routes';

/** Every feature's routes under /ebsn/api, one line each. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
};
