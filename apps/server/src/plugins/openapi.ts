import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's zod schemas into one OpenAPI document; must load before the routes. */
export const openApiPlugin = fp(async (app: FastifyInstance, { version }: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Spesa online API', description: 'API of the online grocery shop (envelope: response + data).', version },
    },
    transform: jsonSchemaTransform,
  });
});
