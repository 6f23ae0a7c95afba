import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { type Db, openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { adminUrl, databaseUrl } from './postgres-url';

export type TestApp = { app: FastifyInstance; db: Db; close: () => Promise<void> };

/**
 * A fresh copy of the seeded test database behind a fresh app, on PGlite or PostgreSQL as the project
 * says. `env` adds or replaces configuration variables (for example SMTP_URL, TENANT, DATA_DIR).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** The web app's index.html the app serves (none by default: the tests do not build the web app). */
  { indexHtml, logger }: { indexHtml?: string; logger?: BuildAppOptions['logger'] } = {},
): Promise<TestApp> {
  const { db, close } = process.env.TEST_DB === 'postgres' ? await clonePostgres() : await clonePglite();
  // A challenge of 10 tries at most: the tests solve one for every registration (see solvedChallengeFor).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/spesa-test-${process.pid}`,
    CHALLENGE_COMPLEXITY: '10',
    ...env,
  });
  const app = await buildApp({ config, db, ...(indexHtml === undefined ? {} : { indexHtml }), ...(logger ? { logger } : {}) });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

async function clonePglite() {
  const dump = await readFile(inject('pgliteTemplateFile'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm, unaccent } });
  return { db: drizzlePglite(client, { schema }) as unknown as Db, close: () => client.close() };
}

async function clonePostgres() {
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `${inject('postgresTemplateDatabase')}_copy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateDatabase')}`);
  const handle = await openDatabase({ url: databaseUrl(url, name) });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      // Without FORCE: PostgreSQL waits (up to 5 s) for the pool's closing backends to exit, instead of
      // killing them, which made a closing client raise an unhandled 57P01 'terminating connection'.
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}
