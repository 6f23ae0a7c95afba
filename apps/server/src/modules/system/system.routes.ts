import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const versionSchema = z.object({
  version: z.string(),
  /** What the mobile wrapper's version check reads: the newest app version and where to get it. */
  lastVersion: z.object({ version: z.string(), url: z.string() }),
});

/** `/version.json` for the version check, and the OpenAPI document. */
export const systemRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get('/version.json', { schema: { response: { 200: versionSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { version, lastVersion: { version, url: '/app/{platform}' } };
  });
  app.get('/ebsn/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
