import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes, errorTexts } from '@spesa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';

export const API_PREFIX = '/ebsn/api';
/** The service worker the web build writes at the root of dist (apps/web/src/service-worker/sw.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';

type StaticWebOptions = {
  distDir: string;
  indexHtml: string | null;
  /** index.html as a route's first HTML, with its own head and status (modules/seo); null or absent: index.html as it is. */
  pageHtml?: (request: FastifyRequest) => Promise<{ statusCode: number; html: string } | null>;
};

/** The built web app's index.html as every visit gets it, or null when the web app is not built. */
export function readIndexHtml(distDir: string, tenant: string, gtmContainerId = ''): string | null {
  const indexPath = path.join(distDir, 'index.html');
  // The tenant is chosen when the server starts, so one build serves every brand.
  if (!existsSync(indexPath)) return null;
  // The brand's tag manager container too (docs/decisions/0036): empty without one.
  return readFileSync(indexPath, 'utf8').replaceAll('__TENANT__', tenant).replaceAll('__GTM_CONTAINER_ID__', gtmContainerId);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * other GET that asks for HTML answered with index.html so that the router (history mode) decides.
 * Unknown API paths answer the 404 envelope.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, { distDir, indexHtml, pageHtml }: StaticWebOptions) => {
  const hasWebApp = indexHtml !== null;

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each script (apps/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      // The cache header is setHeaders' alone (otherwise send's 'max-age=0' replaces it).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The service worker (docs/decisions/0032): the browser checks it for a new version at every
        // visit, never from a cache, and it may control the whole shop.
        if (filePath === path.join(distDir, SERVICE_WORKER_FILE)) {
          res.setHeader('cache-control', 'no-cache');
          res.setHeader('service-worker-allowed', '/');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX;
    const accept = request.headers.accept ?? '';
    // Link-preview fetchers (WhatsApp, Facebook) ask with */* or nothing: a page path (no file extension) is the page.
    const pagePath = !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const wantsHtml =
      request.method === 'GET' && (accept.includes('text/html') || (pagePath && (accept === '' || accept.includes('*/*'))));
    if (!isApi && wantsHtml && hasWebApp) {
      const page = pageHtml ? await pageHtml(request) : null;
      return reply
        .status(page?.statusCode ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page?.html ?? indexHtml);
    }
    return reply.status(404).send(failure(404, [{ code: errorCodes.notFound, description: errorTexts.notFound }]));
  });
});
