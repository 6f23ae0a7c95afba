import { shopDateIso } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentRoutes } from './content.routes';
import { ContentCache } from './content-cache';
import { type ContentLoadReport, loadEmbeddedContent } from './content-loader';
import type { ContentSource } from './content-source';
import { createEmbeddedContentSource } from './embedded-content-source';

/** What the app knows of its content: the brand's source, the cache in front of it, and how to reload it. */
export type ContentHandle = {
  source: ContentSource;
  cache: ContentCache;
  /** Reads the embedded files again into the database and empties the cache; null for another source. */
  reload: () => Promise<ContentLoadReport | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentHandle;
  }
}

/** How often the day is checked: relative dates (`today+7`) are resolved again once the Italian day changes. */
const DAY_CHECK_MS = 10 * 60_000;

/** Reloads the embedded content when the Italian day changes, so `today`-relative dates stay current. */
function reloadEachDay(app: FastifyInstance, reload: () => Promise<unknown>, now: () => Date) {
  let loadedOn = shopDateIso(now());
  const timer = setInterval(() => {
    const today = shopDateIso(now());
    if (today === loadedOn) return;
    loadedOn = today;
    reload().catch((error: unknown) => app.log.error({ err: error }, 'content: the daily reload failed; the last content stays'));
  }, DAY_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export type ContentPluginOptions = {
  /** Another source (the WordPress proxy); unset, the embedded content of CONTENT_DIR is loaded and served. */
  source?: ContentSource;
  /** The clock (tests): the slider date and the relative dates of the files. */
  now?: () => Date;
};

/**
 * The content layer (issue 20, docs/decisions/0023): loads the brand's (TENANT) embedded content
 * into the database as the app starts, unless another source is given, and serves `/p/wp-json/*`.
 */
export const contentPlugin = fp(async (app: FastifyInstance, { source, now = () => new Date() }: ContentPluginOptions) => {
  const brand = app.config.TENANT;
  const chosen = source ?? createEmbeddedContentSource(app.db, { brand, publicUrl: app.config.publicUrl, now });
  const cache = new ContentCache(chosen, brand);
  const reload = async () => {
    if (source) return null;
    const report = await loadEmbeddedContent(app.db, { contentDir: app.config.contentDir, brand, now: now() });
    for (const warning of report.warnings) app.log.warn(`content: ${warning}`);
    cache.changed();
    return report;
  };
  await reload();
  if (!source) reloadEachDay(app, reload, now);
  app.decorate('content', { source: chosen, cache, reload });
  await app.register(contentRoutes, { cache, now });
});
