import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, openDatabase } from '../../db/client';
import { selectRows } from './sql-rows';

/**
 * Where the catalogue reads (docs/decisions/0043): the read replica of DATABASE_REPLICA_URL when set
 * (and the primary is PostgreSQL), closed with the app; the primary otherwise. Only the catalogue's
 * services read through it: the cart, checkout and orders, and every write, use `app.db`.
 */
export async function catalogueReadDb(app: FastifyInstance): Promise<{ db: Db; replica: boolean }> {
  const url = app.config.DATABASE_REPLICA_URL;
  if (!url || !app.config.DATABASE_URL) return { db: app.db, replica: false };
  const handle = await openDatabase({ url });
  app.addHook('onClose', () => handle.close());
  return { db: handle.db, replica: true };
}

const CATCH_UP_POLL_MS = 50;
const CATCH_UP_GIVE_UP_MS = 30_000;

/**
 * Calls `then` once the replica has replayed everything the primary had written when this was called
 * (or after 30 s, whatever the lag). A change announced by NOTIFY arrives after its commit: the primary's
 * WAL position read now is at or past that commit, so once the replica has replayed up to it the change
 * is visible there too, and what is cached from then on is fresh. A server that is not a standby (no
 * replay position) counts as caught up.
 */
export async function whenReplicaCaughtUp(primary: Db, replica: Db, then: () => void): Promise<void> {
  try {
    const [written] = await selectRows<{ lsn: string }>(primary, sql`SELECT pg_current_wal_lsn()::text AS lsn`);
    const giveUpAt = Date.now() + CATCH_UP_GIVE_UP_MS;
    while (Date.now() < giveUpAt) {
      const [state] = await selectRows<{ caught: boolean }>(
        replica,
        sql`SELECT coalesce(pg_last_wal_replay_lsn() >= ${written?.lsn ?? '0/0'}::pg_lsn, true) AS caught`,
      );
      if (state?.caught) break;
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
    }
  } catch {
    // A replica or primary out of reach: clear now anyway; the TTL bounds whatever is cached after.
  } finally {
    then();
  }
}
