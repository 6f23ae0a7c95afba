import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Why the instance should get no traffic, as /readyz says it. */
export type NotReadyReason = 'draining' | 'database unreachable' | 'migrations pending';
export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

/** How long the database has to answer before the instance counts as cut off from it. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

const journalFile = path.resolve(import.meta.dirname, '../../db/migrations/meta/_journal.json');

/** The `when` of every migration this code ships (drizzle-kit's journal): drizzle records it as `created_at` once applied. */
export function shippedMigrations(file = journalFile): number[] {
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What /readyz answers: not draining, the database answering within DATABASE_CHECK_TIMEOUT_MS, and
 * every migration of the journal applied (an instance of newer code on an older schema must get no
 * traffic). Once all were seen applied, later checks only ask the database for `select 1`: migrations
 * are never taken back.
 */
export function createReadiness(db: Db, shipped: number[] = shippedMigrations()) {
  let draining = false;
  let migrationsSeenApplied = false;

  const pendingMigrations = async (): Promise<number> => {
    // Both drivers answer { rows }; the Db type leaves the result's shape to the driver.
    const applied = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { created_at: string | number }[];
    };
    const done = new Set(applied.rows.map((row) => Number(row.created_at)));
    return shipped.filter((when) => !done.has(when)).length;
  };

  return {
    get draining() {
      return draining;
    },
    /** From now on /readyz answers 503 'draining': the load balancer sends new requests elsewhere. */
    drain() {
      draining = true;
    },
    async check(): Promise<Readiness> {
      if (draining) return { ready: false, reason: 'draining' };
      try {
        if (migrationsSeenApplied) await withTimeout(db.execute(sql`select 1`), DATABASE_CHECK_TIMEOUT_MS);
        else if ((await withTimeout(pendingMigrations(), DATABASE_CHECK_TIMEOUT_MS)) > 0)
          return { ready: false, reason: 'migrations pending' };
        migrationsSeenApplied = true;
      } catch {
        // No migrations table at all is a database never migrated, not one that is down.
        return { ready: false, reason: migrationsSeenApplied ? 'database unreachable' : await unreachableOrUnmigrated(db) };
      }
      return draining ? { ready: false, reason: 'draining' } : { ready: true };
    },
  };
}

async function unreachableOrUnmigrated(db: Db): Promise<NotReadyReason> {
  try {
    await withTimeout(db.execute(sql`select 1`), DATABASE_CHECK_TIMEOUT_MS);
    return 'migrations pending';
  } catch {
    return 'database unreachable';
  }
}

export type ReadinessState = ReturnType<typeof createReadiness>;
