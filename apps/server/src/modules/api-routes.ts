import type { FastifyPluginAsync } from 'fastify';

/** Every feature's routes under /ebsn/api, one line each. */
export const apiRoutes: FastifyPluginAsync = async (_app) => {};
