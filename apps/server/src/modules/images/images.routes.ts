import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { CONTENT_ROOT } from '../content/content-files.schema';
import { contentImage } from './content-images';
import { categoryImage, productImage, type SvgImage } from './images.service';

const imageParams = z.object({ id: z.string().max(20) });
const contentImageParams = z.object({ brand: z.string().max(40), name: z.string().max(80) });

/** Only plain positive ids name a picture; anything else is a missing file rather than a bad request. */
function parseId(id: string): number {
  if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound();
  return Number(id);
}

/** The folder of the embedded content: the configured one (CONTENT_DIR) when the configuration has it. */
function contentRoot(config: object): string {
  return 'contentDir' in config && typeof config.contentDir === 'string' ? config.contentDir : CONTENT_ROOT;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, image: SvgImage) {
  reply.header('cache-control', 'public, max-age=86400').header('etag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(image.svg);
}

/**
 * Generated pictures, served at the root (not under /ebsn/api): `/images/products/:id.svg` and
 * `/images/categories/:id.svg`, and the content's pictures `/images/content/:brand/:name.svg` (slides,
 * flyers, awards, blocks: drawn from the content file that names them). Hidden from the OpenAPI document, which describes the JSON API;
 * no response schema, because the answer is SVG text, not JSON.
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/images/products/:id.svg', { schema: { params: imageParams, hide: true } }, async (request, reply) =>
    sendSvg(request, reply, await productImage(app.db, parseId(request.params.id))),
  );
  app.get('/images/categories/:id.svg', { schema: { params: imageParams, hide: true } }, async (request, reply) =>
    sendSvg(request, reply, await categoryImage(app.db, parseId(request.params.id))),
  );
  app.get('/images/content/:brand/:name.svg', { schema: { params: contentImageParams, hide: true } }, async (request, reply) =>
    sendSvg(request, reply, await contentImage(request.params.brand, request.params.name, contentRoot(app.config))),
  );
};
