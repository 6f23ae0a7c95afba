import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createPeriodicJob } from './periodic-job';

/**
 * The outboxes (decision 0044): rows written in the transaction that decides them (an order's
 * confirmation e-mail, its push notifications), sent after the commit by a worker. Both tables have
 * the columns of outboxDeliveryColumns (db/schema/outbox.ts) and share this claim / send / retry loop.
 */
export type OutboxTable = 'mail_outbox' | 'push_outbox';

/** A row handed to one worker: its id and how many times it has been tried, this time included. */
export type ClaimedRow = { outboxId: number; attempts: number };

/** After this many failed sends a row stays claimed with its last error: stuck, for an operator to look at (README). */
export const OUTBOX_MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … at most an hour between the tries of one row. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Claims up to `limit` rows due (not claimed, their next try reached): marked claimed in one
 * statement that skips rows another worker is claiming, so each row is handed to exactly one worker,
 * in this instance or another.
 */
export async function claimDue(db: Db, table: OutboxTable, limit: number): Promise<ClaimedRow[]> {
  const name = sql.identifier(table);
  const result = await db.execute(sql`
    UPDATE ${name} SET claimed_at = now(), attempts = attempts + 1
    WHERE outbox_id IN (
      SELECT outbox_id FROM ${name}
      WHERE claimed_at IS NULL AND next_attempt_at <= now()
      ORDER BY outbox_id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING outbox_id, attempts`);
  const rows = (result as unknown as { rows: { outbox_id: number; attempts: number }[] }).rows;
  // In the order they were written (UPDATE … RETURNING answers them in no given order).
  return rows
    .map((row) => ({ outboxId: Number(row.outbox_id), attempts: Number(row.attempts) }))
    .sort((a, b) => a.outboxId - b.outboxId);
}

async function markSent(db: Db, table: OutboxTable, outboxId: number): Promise<void> {
  await db.execute(sql`UPDATE ${sql.identifier(table)} SET sent_at = now(), last_error = NULL WHERE outbox_id = ${outboxId}`);
}

/** A failed send: given back for a later try, or kept claimed (stuck) once its tries are used up. */
async function markFailed(db: Db, table: OutboxTable, row: ClaimedRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const retry = row.attempts < OUTBOX_MAX_ATTEMPTS;
  await db.execute(sql`
    UPDATE ${sql.identifier(table)}
    SET last_error = ${message.slice(0, 500)},
      claimed_at = CASE WHEN ${retry} THEN NULL ELSE claimed_at END,
      next_attempt_at = now() + make_interval(secs => ${retryDelayMs(row.attempts) / 1000})
    WHERE outbox_id = ${row.outboxId}`);
}

type DrainOptions = {
  table: OutboxTable;
  /** Sends one claimed row; a throw is a failed try (tried again later). */
  send: (row: ClaimedRow) => Promise<void>;
  log: FastifyBaseLogger;
  batch?: number;
};

/** Claims and sends rows until none is due. Answers how many were sent. */
export async function drainOutbox(db: Db, { table, send, log, batch = 50 }: DrainOptions): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(db, table, batch);
    for (const row of claimed) {
      try {
        await send(row);
        await markSent(db, table, row.outboxId);
        sent += 1;
      } catch (error) {
        log.error({ err: error, table, outboxId: row.outboxId, attempts: row.attempts }, 'outbox row not sent');
        await markFailed(db, table, row, error);
      }
    }
    if (claimed.length < batch) return sent;
  }
}

type WorkerOptions = {
  name: string;
  /** One round: what it sent (the periodic sweep and every wake run it). */
  run: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
};

/**
 * An outbox's worker: a periodic sweep (createPeriodicJob) that can also be woken right after a
 * commit. A wake while a round runs asks for one more round after it, so a row committed while that
 * round was past its claim leaves at once rather than at the next sweep.
 */
export function createOutboxWorker({ name, run, intervalMs, log }: WorkerOptions) {
  let requested = 0;
  let covered = 0;
  let draining = false;
  let stopped = false;
  const job = createPeriodicJob({
    name,
    run: async () => {
      const upTo = requested;
      const sent = await run();
      covered = Math.max(covered, upTo);
      return sent;
    },
    onFailure: -1,
    intervalMs,
    log,
  });
  const drain = async () => {
    draining = true;
    try {
      // A failed round is left to the sweep: no tight loop against a database that is down.
      while (!stopped && covered < requested) if ((await job.runOnce()) < 0) break;
    } finally {
      draining = false;
    }
  };
  return {
    name: job.name,
    lastSuccessAt: job.lastSuccessAt,
    start: job.start,
    runOnce: job.runOnce,
    stop: async () => {
      stopped = true;
      await job.stop();
    },
    /** After a commit that wrote rows: send them now, in the background. */
    wake: () => {
      if (stopped) return;
      requested += 1;
      if (!draining) void drain();
    },
  };
}
