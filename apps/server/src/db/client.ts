import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type RawStatement, runRaw } from './raw-query';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it: repositories depend only on this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Opens PostgreSQL: a real server by URL, or embedded PGlite on disk or in memory. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    return { db: drizzleNodePostgres(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = path.join(target.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

type NodePgSessionParts = {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

/** One drizzle transaction object per pooled connection, made once: drizzle makes a session and a query builder per table on every transaction. */
const transactionOfClient = new WeakMap<pg.PoolClient, Tx>();

/** The transaction `inTransaction` is running on a drizzle transaction object, and its COMMIT once `commitWith` sent it. */
type Running = { client: pg.PoolClient; stream: Corkable; committed?: Promise<unknown> };
const running = new WeakMap<Tx, Running>();

/**
 * `db.transaction(work)` for the hot paths (the cart's calls), lighter on PostgreSQL: BEGIN is
 * written together with the work's first query (the connection pipelines them during the
 * transaction: one write and one round trip for both), BEGIN and COMMIT are sent as they are
 * instead of built by drizzle, and the drizzle transaction object of a pooled connection is made
 * once. The work's first query goes out before BEGIN's answer is read: BEGIN fails only on a broken
 * connection, on which that query fails too. COMMIT answering ROLLBACK (the transaction failed
 * unseen) is an error. On PGlite (one connection, no round trips): `db.transaction`.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const session = (db as unknown as { session: NodePgSessionParts }).session;
  const pool = session.client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const client = await pool.connect();
  let tx = transactionOfClient.get(client);
  if (!tx) {
    const clientSession = new NodePgSession(client, session.dialect, session.schema, session.options);
    tx = new NodePgTransaction(session.dialect, clientSession, session.schema) as unknown as Tx;
    transactionOfClient.set(client, tx);
  }
  const pipelined = client as unknown as { pipeline: boolean; connection: { stream: Corkable } };
  const stream = pipelined.connection.stream;
  let broken: Error | undefined;
  const state: Running = { client, stream };
  running.set(tx, state);
  pipelined.pipeline = true;
  try {
    let begun: Promise<unknown>;
    let outcome: Promise<T>;
    stream.cork();
    try {
      begun = client.query('BEGIN');
      outcome = work(tx);
    } finally {
      stream.uncork();
    }
    try {
      await begun;
      const result = await outcome;
      await (state.committed ?? commitOn(client));
      return result;
    } catch (error) {
      // The work's own failure is the one to report (BEGIN's is the broken connection's).
      await outcome.catch(() => undefined);
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    running.delete(tx);
    pipelined.pipeline = false;
    client.release(broken);
  }
}

async function commitOn(client: pg.PoolClient): Promise<void> {
  const committed = await client.query('COMMIT');
  if (committed.command !== 'COMMIT') throw new Error(`transaction not committed: ${committed.command}`);
}

/** A write for `commitWith`: a statement and its values. */
export type RawWrite = { statement: RawStatement; values: unknown[] };

/**
 * Ends the transaction of `inTransaction` with these writes: they and COMMIT leave in one write to
 * PostgreSQL (one round trip less), and the call answers once all are done; a write's failure is the
 * error (COMMIT then rolls back). Nothing may be queried on `tx` after it. Elsewhere (PGlite, a
 * transaction of drizzle's own): the writes run one after the other, the transaction ends as usual.
 */
export async function commitWith(tx: Tx, writes: readonly RawWrite[]): Promise<void> {
  const state = running.get(tx);
  if (!state || state.committed) {
    for (const write of writes) await runRaw(tx, write.statement, write.values);
    return;
  }
  let sent: Promise<unknown>[];
  state.stream.cork();
  try {
    sent = writes.map((write) => runRaw(tx, write.statement, write.values));
    state.committed = commitOn(state.client);
  } finally {
    state.stream.uncork();
  }
  // Handled here; `inTransaction` awaits it again before answering.
  state.committed.catch(() => undefined);
  await Promise.all(sent);
  await state.committed;
}

type Corkable = { cork(): void; uncork(): void };
