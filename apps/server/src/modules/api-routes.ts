import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './auth/account-routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';

/** Every feature's routes under /ebsn/api, one line each. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(accountRoutes);
};
