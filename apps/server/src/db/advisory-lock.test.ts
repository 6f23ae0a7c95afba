import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrl } from '../../test/postgres-url';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPeriodicJob } from '../lib/periodic-job';
import { runHoldingLock, runUnlessLocked } from './advisory-lock';
import { type DatabaseHandle, openDatabase } from './client';
import { runMigrations } from './migrate';

const onPostgres = process.env.TEST_DB === 'postgres';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('work that several instances must do one at a time (PostgreSQL advisory locks)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('runs a periodic round in one instance only: the others, finding it running, skip theirs', async () => {
    let rounds = 0;
    // Three instances' copies of one job, over the same database, asked for a round at the same moment.
    const jobs = Array.from({ length: 3 }, () =>
      createPeriodicJob({
        name: 'test round',
        run: async () => {
          rounds++;
          await pause(300);
          return 'ran';
        },
        onFailure: 'skipped',
        intervalMs: 60_000,
        log: test.app.log,
        db: test.db,
      }),
    );
    const answers = await Promise.all(jobs.map((job) => job.runOnce()));
    expect(answers.sort()).toEqual(['ran', 'skipped', 'skipped']);
    expect(rounds).toBe(1);
    // Once the round is over, the lock is free: the next round runs again.
    expect(await jobs[1]?.runOnce()).toBe('ran');
  });

  it('makes a waiting instance run after the holder, never beside it', async () => {
    const events: string[] = [];
    const holder = (name: string) =>
      runHoldingLock(test.db, 'test exclusive', async () => {
        events.push(`${name} in`);
        await pause(100);
        events.push(`${name} out`);
      });
    await Promise.all([holder('a'), holder('b'), holder('c')]);
    for (let index = 0; index < events.length; index += 2) expect(events[index + 1]).toBe(events[index]?.replace('in', 'out'));
    expect(await runUnlessLocked(test.db, 'test exclusive', async () => 1)).toEqual({ ran: true, value: 1 });
  });

  it('applies the migrations once when several instances start together on a fresh database', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `spesa_migrators_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const handles: DatabaseHandle[] = [];
    try {
      for (let instance = 0; instance < 4; instance++) handles.push(await openDatabase({ url: databaseUrl(url, name) }));
      await Promise.all(handles.map((handle) => runMigrations(handle)));
      const journal = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const check = new pg.Client({ connectionString: databaseUrl(url, name) });
      await check.connect();
      const applied = await check.query('SELECT hash FROM drizzle.__drizzle_migrations');
      const tables = await check.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'orders'");
      await check.end();
      expect(applied.rowCount).toBe(journal.entries.length);
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      // Without FORCE (as test-app.ts): the closed pools' backends exit by themselves, none is killed mid-close.
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});
