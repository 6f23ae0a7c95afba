import path from 'node:path';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { runHoldingLock } from './advisory-lock';
import type { DatabaseHandle } from './client';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Applies the versioned SQL migrations that are not applied yet (drizzle-kit's journal). On PostgreSQL
 * several instances may start at once: the first to take the advisory lock 'migrations' applies them,
 * the others wait for it, then find nothing left to apply (decision 0041).
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver's type; the handle hides which one it is.
  const db = handle.db as any;
  if (handle.kind === 'pglite') await migratePglite(db, { migrationsFolder });
  else await runHoldingLock(handle.db, 'migrations', () => migrateNodePostgres(db, { migrationsFolder }));
}
