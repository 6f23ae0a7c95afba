import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { poolOf } from '../../db/advisory-lock';
import type { Db, Tx } from '../../db/client';

/**
 * Catalogue changes across instances (docs/decisions/0042). Each instance keeps the catalogue's
 * answers, snapshot and search plans in its own memory; whatever changes a product, price, promotion
 * or stock announces it in its transaction, PostgreSQL delivers the announcement at commit to the
 * listener of every instance (the writer's own included), and each forgets what it had made from the
 * catalogue. On PGlite there is one process: the writer's own clear is all there is.
 */
export const CATALOGUE_CHANGED_CHANNEL = 'spesa_catalogue_changed';

/** Inside the writing transaction: sent only if it commits, and seen by the others only once it is committed. */
export async function announceCatalogueChange(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${CATALOGUE_CHANGED_CHANNEL}, '')`);
}

/** How long the listener waits before connecting again after losing its connection: 0.2 s, doubling, at most 5 s. */
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 5000;

/**
 * Listens for catalogue changes on a connection of its own (LISTEN needs one that is never handed to a
 * query), with the pool's settings, and calls `onChange` for each. A lost connection is opened again;
 * changes announced meanwhile were missed, so `onChange` runs once it is back. Answers null on PGlite.
 */
export async function listenForCatalogueChanges(db: Db, log: FastifyBaseLogger, onChange: () => void) {
  const pool = poolOf(db);
  if (!pool) return null;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client(pool.options);
    candidate.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANGED_CHANNEL) onChange();
    });
    candidate.on('error', (error) => {
      log.warn({ err: error }, 'catalogue change listener lost its connection');
      reconnectLater(candidate);
    });
    candidate.on('end', () => reconnectLater(candidate));
    client = candidate;
    await candidate.connect();
    await candidate.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
    retryMs = FIRST_RETRY_MS;
  };

  function reconnectLater(lost: pg.Client) {
    if (stopped || client !== lost || retryTimer) return;
    client = null;
    lost.end().catch(() => undefined);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect()
        .then(() => {
          log.info('catalogue change listener connected again');
          onChange();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'catalogue change listener could not connect');
          if (client) reconnectLater(client);
        });
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  await connect();
  return {
    /** The listening connection's server process, for tests that cut it. */
    backendPid: () => (client as unknown as { processID?: number } | null)?.processID ?? null,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
