import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createShopMetrics, type ShopMetrics } from './metrics';
import { createReadiness, type ReadinessState } from './readiness';
import { redactedUrl } from './request-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** /readyz's state: `readiness.drain()` on shutdown turns it to 503 at once. */
    readiness: ReadinessState;
    /** The Prometheus metrics (/metrics): the checkout and payments count their outcomes here. */
    metrics: ShopMetrics;
  }
}

/** Operations' own routes log only their failures: a load balancer and Prometheus ask every few seconds. */
const quiet = { logLevel: 'warn' as const, schema: { hide: true } };

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Health checks for a load balancer (/healthz: the process answers; /readyz: it may get traffic),
 * Prometheus metrics (/metrics, behind METRICS_TOKEN) and the one log line per request (decision
 * 0040). No route takes input, so none is in the OpenAPI document (nor its fuzzing).
 */
export const operationsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('readiness', createReadiness(app.db));
  app.decorate('metrics', createShopMetrics(app.db));

  // One JSON line per answered request (Fastify's own two are off: withoutFastifyRequestLines), with the
  // request's id from the child logger, the route pattern and the URL without query values: no
  // headers, cookies or bodies, where sessions, e-mails and passwords travel.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? null;
    app.metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime);
    request.log.info(
      {
        method: request.method,
        url: redactedUrl(request.url),
        route,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  });

  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', quiet, async (_request, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const readiness = await app.readiness.check();
    if (readiness.ready) return { status: 'ready' };
    return reply.status(503).send({ status: 'not ready', reason: readiness.reason });
  });

  const token = app.config.METRICS_TOKEN;
  app.get('/metrics', quiet, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Unset: as if there were no such page. Set: only Prometheus, with the token, reads the figures.
    if (!token) return reply.status(404).send({ status: 'not found' });
    if (!bearerMatches(request, token))
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ status: 'unauthorized' });
    reply.type(app.metrics.registry.contentType);
    return app.metrics.registry.metrics();
  });
});
