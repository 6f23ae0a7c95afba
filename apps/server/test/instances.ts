import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { poolOf } from '../src/db/advisory-lock';
import { openDatabase } from '../src/db/client';
import type { TestApp } from './test-app';

/**
 * Another instance of the shop over the same PostgreSQL database as `test` (its own app, pool, caches
 * and listener), as a second server behind a load balancer would be. PostgreSQL only.
 */
export async function anotherInstanceOf(test: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const pool = poolOf(test.db);
  if (!pool?.options.connectionString) throw new Error('another instance needs the PostgreSQL test database');
  const handle = await openDatabase({ url: pool.options.connectionString });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/spesa-test-${process.pid}`,
    CHALLENGE_COMPLEXITY: '10',
    ...env,
  });
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
