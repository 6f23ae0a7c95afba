import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/index';
import { adminUrl, databaseUrl } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplateDatabase: string;
  }
}

/**
 * Migrates and seeds one template database per run, so that every test file starts from a copy
 * (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`) instead of seeding again.
 */
export default async function setup(project: TestProject) {
  // The project's env reaches the test workers, not this main process: the project name tells the database.
  if (project.name === 'server-postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL server tests');
    const name = `spesa_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = await openDatabase({ url: databaseUrl(url, name) });
    await runMigrations(handle);
    await seedDatabase(handle.db, { preset: 'test' });
    await handle.close();
    project.provide('postgresTemplateDatabase', name);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        // Only this run's copies (named after its template): another checkout's run may share the server.
        "SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'",
        [name],
      );
      for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  await seedDatabase(handle.db, { preset: 'test' });
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite client sits behind Drizzle's `$client`.
  const dump: Blob = await (handle.db as any).$client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `spesa-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateDatabase', '');
}
