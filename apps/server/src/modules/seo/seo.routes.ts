import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueServicesOf } from '../catalogue/catalogue.routes';
import { contentApiSource, type SeoContentSource } from './content-source';
import { indexTemplate } from './head-html';
import { createSeoService, type ResolvedHead } from './seo.service';
import { createSitemapService } from './sitemap.service';
import { ttlMemo } from './ttl-memo';

/** How long a route's head is reused: prices and stock move, but a minute late is fine for a crawler. */
const HEAD_TTL_MS = 60_000;
/** Routes whose head stays in memory (the rest is computed again). */
const MAX_CACHED_HEADS = 2_000;
/** The longest the first HTML waits for its route's head; then it goes with the brand's, and the head is cached for the next visit. */
export const HEAD_WAIT_MS = 250;
/** How long robots.txt and the sitemaps are reused (the catalogue changes only when seeded). */
const SITEMAP_TTL_MS = 10 * 60_000;

export type PageHtml = { statusCode: number; html: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html with the route's own head (title, description, canonical, Open Graph, JSON-LD) and its status. */
    pageHtml: (request: FastifyRequest) => Promise<PageHtml | null>;
  }
}

type SeoOptions = {
  indexHtml: string | null;
  /** Where the content comes from; the shop's own content API by default. */
  content?: SeoContentSource;
};

/** The path as the web app's router reads it: decoded, without a trailing slash; null when it cannot be decoded. */
function routePath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
  } catch {
    return null;
  }
}

/**
 * Search engines and link previews (docs/decisions/0026): the first HTML of every route with its
 * own head, /robots.txt and the /sitemap.xml index with its files.
 */
export const seoPlugin = fp(async (app: FastifyInstance, { indexHtml, content = contentApiSource(app) }: SeoOptions) => {
  const { publicUrl, TENANT: tenantId } = app.config;
  const seo = createSeoService({ db: app.db, tenantId, publicUrl, catalogue: () => catalogueServicesOf(app.db), content });
  const sitemaps = createSitemapService({ db: app.db, tenantId, publicUrl, content, today: seo.today });
  const template = indexHtml === null ? null : indexTemplate(indexHtml);
  const pages = ttlMemo<PageHtml>(HEAD_TTL_MS, MAX_CACHED_HEADS);
  const files = ttlMemo<string | null>(SITEMAP_TTL_MS, 200);

  const render = (resolved: ResolvedHead): PageHtml => ({
    statusCode: resolved.statusCode,
    html: template?.render(resolved.head, { siteName: seo.siteName }) ?? '',
  });

  app.decorate('pageHtml', async (request: FastifyRequest): Promise<PageHtml | null> => {
    if (!template) return null;
    const address = new URL(request.url, 'http://shop.invalid');
    const path = routePath(address.pathname);
    if (path === null) return render(seo.fallback('/'));
    const q = path === '/search' ? (address.searchParams.get('q') ?? '').trim() : '';
    const key = path === '/search' ? `${path}?q=${q}` : path;
    const computing = pages.get(key, async () => render(await seo.resolve(path, address.searchParams)));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), HEAD_WAIT_MS);
    });
    try {
      const page = await Promise.race([computing, late]);
      if (page) return page;
      request.log.warn({ path }, 'seo: the head took too long, the page goes with the brand head');
    } catch (error) {
      request.log.error({ err: error, path }, 'seo: the head failed, the page goes with the brand head');
    } finally {
      clearTimeout(timer);
    }
    return render(seo.fallback(path));
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const sendXml = (reply: FastifyReply, xml: string | null) => {
    if (xml === null) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  };

  typed.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  typed.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await files.get('index', () => sitemaps.index())),
  );
  typed.get(
    '/sitemaps/products-:n.xml',
    { schema: { hide: true, params: z.object({ n: z.coerce.number().int().min(1).max(1000) }) } },
    async (request, reply) =>
      sendXml(reply, await files.get(`products-${request.params.n}`, () => sitemaps.products(request.params.n))),
  );
  typed.get('/sitemaps/categories.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await files.get('categories', () => sitemaps.categories())),
  );
  typed.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await files.get('pages', () => sitemaps.pages())),
  );
  typed.get('/sitemaps/flyers.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await files.get('flyers', () => sitemaps.flyers())),
  );
});

/**
 * What crawlers may read: not the pages of one person (cart, checkout, payment, profile, back office)
 * nor the API, except the catalogue and content reads the pages need to render (a crawler that runs
 * scripts must see the products); the sitemap index.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /cart/',
    'Disallow: /checkout',
    'Disallow: /payment',
    'Disallow: /profile',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /fast-search',
    'Disallow: /ebsn/api/',
    'Allow: /ebsn/api/products',
    'Allow: /ebsn/api/product/view',
    'Allow: /ebsn/api/category',
    'Disallow: /p/wp-admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
