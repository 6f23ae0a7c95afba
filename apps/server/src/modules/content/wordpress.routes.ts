import { CONTENT_API_PREFIX } from '@spesa/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ContentCache } from './content-cache';
import { wordpressError } from './content-source';

export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * `GET /p/wp-json/*` answered through the cache by the configured source (WORDPRESS_URL mode): the
 * body, status and X-WP-Total headers as the source gave them, an ETag and Cache-Control on every 200,
 * 304 when the client's copy is current. Only GET (and HEAD): WordPress's other methods are not the
 * shop's to forward.
 */
export const wordpressContentRoutes: FastifyPluginAsync<{ cache: ContentCache }> = async (app, { cache }) => {
  app.get(`${CONTENT_API_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const target = request.url.slice(CONTENT_API_PREFIX.length);
    const mark = target.indexOf('?');
    const route = mark === -1 ? target : target.slice(0, mark);
    const answer = /^\/[A-Za-z0-9/_-]*$/.test(route)
      ? await cache.get(route, new URLSearchParams(mark === -1 ? '' : target.slice(mark + 1)))
      : null;
    reply.type('application/json; charset=UTF-8');
    if (!answer) {
      const { status, body } = wordpressError(404, 'rest_no_route', 'Nessun percorso corrisponde all’URL e al metodo richiesti.');
      return reply.status(status).header('cache-control', 'no-cache').send(JSON.stringify(body));
    }
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    if (answer.status !== 200) return reply.status(answer.status).header('cache-control', 'no-cache').send(answer.json);
    reply.header('cache-control', CONTENT_CACHE_CONTROL).header('etag', answer.etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(answer.etag)) return reply.status(304).send();
    return reply.status(200).send(answer.json);
  });
};
