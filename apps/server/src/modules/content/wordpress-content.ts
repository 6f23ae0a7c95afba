import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import { createContentCache } from './content-cache';
import { wordpressContentRoutes } from './wordpress.routes';
import { createWordpressSource } from './wordpress-source';

/** WORDPRESS_URL mode: the content paths answered by the brand's WordPress through the cache (decision 0027). */
export async function registerWordpressContent(app: FastifyInstance, config: AppConfig) {
  if (!config.WORDPRESS_URL) return;
  const source = createWordpressSource({
    baseUrl: config.WORDPRESS_URL,
    publicUrl: config.publicUrl,
    timeoutMs: config.WORDPRESS_TIMEOUT_MS,
  });
  await app.register(wordpressContentRoutes, { cache: createContentCache(source) });
}
