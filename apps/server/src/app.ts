import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Db } from './db/client';
import { safeTextValidatorCompiler } from './lib/safe-text-validator';
import { apiRoutes } from './modules/api-routes';
import { appLinksRoutes } from './modules/app-links/app-links.routes';
import { challengePlugin } from './modules/challenge/challenge.plugin';
import { contentPlugin } from './modules/content/content.plugin';
import { wordpressSourceFor } from './modules/content/wordpress-source';
import { customerServiceRoutes } from './modules/customer-service/customer-service.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { operationsPlugin } from './modules/operations/operations.plugin';
import { withoutFastifyRequestLines } from './modules/operations/request-log';
import { pushPlugin } from './modules/push/push.routes';
import { pwaRoutes } from './modules/pwa/pwa.routes';
import { seoPlugin } from './modules/seo/seo.routes';
import { socialLoginPlugin } from './modules/social-login/social-login.plugin';
import { systemRoutes } from './modules/system/system.routes';
import { hasFavourites } from './modules/wishlists/wishlist.repository';
import { errorHandlerPlugin, frameworkErrorAnswer } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { sharedStatePlugin } from './plugins/shared-state';
import { API_PREFIX, readIndexHtml, staticWebPlugin } from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The web app's index.html; read from the build (config.webDistDir) when not given (tests give their own). */
  indexHtml?: string | null;
};

/** The whole shop as one Fastify app: outside-world plugins first, then the API, then the web app. */
export async function buildApp({ config, db, logger = false, ...options }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorAnswer,
    // The spec writes some calls with a trailing slash (POST /ebsn/api/note/list/): every route answers both ways.
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request instead, without personal data: the operations plugin writes it (decision 0040).
    logController: withoutFastifyRequestLines(),
    // A request the port accepted is answered even once the shutdown has begun (never a 503 for it):
    // readiness already turned away the load balancer, and close waits for what is in flight.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(safeTextValidatorCompiler);
  // Answers are checked against their schema in tests; in production they are only serialised.
  if (config.NODE_ENV === 'test') app.setSerializerCompiler(serializerCompiler);
  else app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorate('db', db);
  app.decorate('config', config);

  const indexHtml =
    options.indexHtml === undefined
      ? readIndexHtml(config.webDistDir, config.TENANT, config.GTM_CONTAINER_ID)
      : options.indexHtml;
  await app.register(errorHandlerPlugin);
  // Health checks, metrics and the request log line, before the routes so that its hooks see them all.
  await app.register(operationsPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.PUBLIC_URL, indexHtml, gtm: Boolean(config.GTM_CONTAINER_ID) });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(compress, { threshold: 2048 });
  await app.register(openApiPlugin, { version });
  await app.register(sessionPlugin);
  // Throttles' counts and spent challenges: in Redis with REDIS_URL (several instances), in memory without.
  await app.register(sharedStatePlugin);
  // Before the routes: its onRoute hook guards the configured endpoints as they are declared.
  await app.register(challengePlugin);
  await app.register(pushPlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(customerServiceRoutes);
  await app.register(systemRoutes, { version, indexHtml });
  // The content API under /p/wp-json (issue 20): the brand's embedded content, loaded here, or its WordPress (WORDPRESS_URL).
  await app.register(contentPlugin, { source: wordpressSourceFor(config, app.log) });
  await app.register(imagesRoutes);
  // The native app's link verification files (docs/decisions/0035).
  await app.register(appLinksRoutes);
  // Google and Facebook login for shoppers (issue 23, docs/decisions/0038).
  await app.register(socialLoginPlugin, { hasFavourites });
  await app.register(seoPlugin, { indexHtml });
  // The installable app's manifest and offline page, for this server's brand (docs/decisions/0032).
  await app.register(pwaRoutes, { tenantId: config.TENANT });
  await app.register(staticWebPlugin, { distDir: config.webDistDir, indexHtml, pageHtml: (request) => app.pageHtml(request) });
  return app;
}
