import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './client';

/**
 * PostgreSQL advisory locks for what several instances of the shop must do one at a time (decision
 * 0041): a periodic job's round, the migrations. The lock is a session lock held on one pooled
 * connection of its own for as long as the work runs, the work's queries using the pool's other
 * connections; an instance that dies mid-round loses its connection and so the lock. On PGlite
 * there is one process and no other instance: the work just runs.
 */

/** The pool behind a node-postgres database, or null on PGlite. */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  return client instanceof pg.Pool ? client : null;
}

/** The lock's 64-bit key for a name, the same in every instance ('job:payment timeout', 'migrations'). */
export function advisoryKeyOf(name: string): string {
  return createHash('sha256').update(`spesa:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `work` unless another instance holds the lock `name` right now: answers `{ ran: true, value }`
 * or `{ ran: false }` (skipped, the other instance is doing it).
 */
export async function runUnlessLocked<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const pool = poolOf(db);
  if (!pool) return { ran: true, value: await work() };
  const key = advisoryKeyOf(name);
  const holder = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await holder.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
        // A connection that could not unlock must not go back to the pool still holding the lock.
        broken = error;
      });
    }
  } finally {
    holder.release(broken);
  }
}

/** Runs `work` holding the lock `name`, waiting first for any other instance that holds it. */
export async function runHoldingLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return work();
  const key = advisoryKeyOf(name);
  const holder = await pool.connect();
  let broken: Error | undefined;
  try {
    await holder.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    holder.release(broken);
  }
}
