import {
  CONTENT_API_PREFIX,
  contentAwardSchema,
  contentFaqSchema,
  contentFlyerSchema,
  contentMenuSchema,
  contentPageSchema,
  contentPaths,
  contentSlideSchema,
  contentTermSchema,
  contentUxBlockSchema,
  shopDateIso,
  WP_TOTAL_HEADER,
  WP_TOTAL_PAGES_HEADER,
  wordpressErrorSchema,
} from '@spesa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CachedAnswer, type ContentCache, matchesEtag } from './content-cache';
import { contentQuerySchemas, invalidReasons, menuParamsSchema, normalisedQuery } from './content-queries';
import { type ContentAnswer, invalidParamAnswer, noRouteAnswer } from './content-source';

/** What browsers and proxies may keep: a minute fresh, then ten more minutes served while refreshed. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

type ContentRoutesOptions = { cache: ContentCache; now: () => Date };

const lists = [
  { path: contentPaths.pages, item: contentPageSchema, query: contentQuerySchemas.list, summary: 'Pages (`slug`)' },
  {
    path: contentPaths.slides,
    item: contentSlideSchema,
    query: contentQuerySchemas.list,
    summary: 'Home slides valid on the slider date (today at noon, Rome)',
  },
  {
    path: contentPaths.flyers,
    item: contentFlyerSchema,
    query: contentQuerySchemas.list,
    summary: 'Flyers (volantini) with their pages and promoted products',
  },
  {
    path: contentPaths.faqs,
    item: contentFaqSchema,
    query: contentQuerySchemas.faqs,
    summary: 'FAQ questions (`faq_category`, `search`)',
  },
  {
    path: contentPaths.faqCategories,
    item: contentTermSchema,
    query: contentQuerySchemas.list,
    summary: 'FAQ categories (taxonomy terms)',
  },
  {
    path: contentPaths.awards,
    item: contentAwardSchema,
    query: contentQuerySchemas.list,
    summary: "The loyalty card's awards (vantaggi)",
  },
  {
    path: contentPaths.uxBlocks,
    item: contentUxBlockSchema,
    query: contentQuerySchemas.uxBlocks,
    summary: 'Content blocks (`ux_position`, `category_slug`)',
  },
] as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

/** A WordPress error: not to be kept by browsers or proxies. */
function sendError(reply: FastifyReply, status: number, json: string) {
  return noStore(reply).status(status).type('application/json; charset=UTF-8').send(json);
}

/** A refused query or a path without a route (never cached here either). */
const sendUncached = (reply: FastifyReply, answer: ContentAnswer) => sendError(reply, answer.status, JSON.stringify(answer.body));

/** A cached answer with WordPress's totals; a success carries its ETag and answers 304 to a current copy. */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (answer.total) {
    reply.header(WP_TOTAL_HEADER, String(answer.total.items)).header(WP_TOTAL_PAGES_HEADER, String(answer.total.pages));
  }
  if (answer.status !== 200) return sendError(reply, answer.status, answer.json);
  reply.header('etag', answer.etag).header('cache-control', CONTENT_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.status(200).type('application/json; charset=UTF-8').send(answer.json);
}

/**
 * `GET /p/wp-json/…`: every content path of `contentPaths` but the form's (the forms module's), in
 * WordPress 6's shapes through the brand's cached source; any other path under the prefix answers
 * WordPress's `rest_no_route`. A refused query answers WordPress's `rest_invalid_param`, not the envelope.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { cache, now }) => {
  const answer = (path: string, query: Record<string, unknown>) => cache.answer(path, normalisedQuery(query), shopDateIso(now()));
  const refused = (request: FastifyRequest) =>
    invalidParamAnswer(
      invalidReasons((request.validationError as { validation?: { instancePath?: string }[] }).validation ?? []),
    );
  const errors = { 400: wordpressErrorSchema, 404: wordpressErrorSchema };

  for (const { path, item, query, summary } of lists) {
    app.get(
      `${CONTENT_API_PREFIX}${path}`,
      {
        attachValidation: true,
        schema: { tags: ['content'], summary, querystring: query, response: { 200: z.array(item), ...errors } },
      },
      async (request, reply) => {
        if (request.validationError) return sendUncached(reply, refused(request));
        return sendCached(request, reply, await answer(path, request.query));
      },
    );
  }

  app.get(
    `${CONTENT_API_PREFIX}/menus/v1/locations/:location`,
    {
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: 'A menu by theme location (header, footer, links-drawer, mobile)',
        params: menuParamsSchema,
        response: { 200: contentMenuSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.validationError) return sendUncached(reply, refused(request));
      return sendCached(request, reply, await answer(`/menus/v1/locations/${request.params.location}`, {}));
    },
  );

  // WordPress's answer to any other path or method under the prefix (the API index included: not served).
  for (const url of [CONTENT_API_PREFIX, `${CONTENT_API_PREFIX}/*`]) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      schema: { hide: true },
      handler: (_request, reply) => sendUncached(reply, noRouteAnswer),
    });
  }
};
