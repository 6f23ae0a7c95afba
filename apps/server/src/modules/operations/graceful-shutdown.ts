import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

type ShutdownParts = {
  app: FastifyInstance;
  /** Closes the database: the pg pool's connections, or PGlite's files. */
  closeDatabase: () => Promise<void>;
  /** SHUTDOWN_DELAY_MS: how long the port stays open, answering, after /readyz turned 503. */
  delayMs: number;
};

/**
 * Stops the shop without failing a request it accepted: /readyz answers 503 'draining' at once, so a
 * load balancer stops sending; after `delayMs` (the time it takes to notice) the port closes and
 * Fastify waits for the requests in flight; its onClose hooks stop the periodic jobs (each waits for
 * its round in progress) and the mailers; then the database closes. The caller bounds the whole with
 * SHUTDOWN_TIMEOUT_MS (close-with-grace).
 */
export async function shutDownGracefully({ app, closeDatabase, delayMs }: ShutdownParts): Promise<void> {
  app.readiness.drain();
  if (delayMs > 0) await sleep(delayMs);
  await app.close();
  await closeDatabase();
}
