import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrl } from '../../../test/postgres-url';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../test/users';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { newCheckoutShopper, placeOrder, stockFixtureProducts } from '../checkout/testing/checkout-fixtures';

const run = promisify(execFile);

/**
 * The backup of the README (Operations, Backups), done as written: pg_dump of the shop's database in
 * the custom format, pg_restore into a fresh database, the shop started on it, and the same orders
 * served to the same shopper (whose session was restored too).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a pg_dump restored into a fresh database', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const restoredName = `spesa_restored_${randomBytes(6).toString('hex')}`;
  let workDir: string;
  let test: ShopperTestApp;
  let restored: { app: FastifyInstance; handle: DatabaseHandle } | null = null;
  let admin: pg.Client;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'spesa-ops-backup-'));
    test = await createShopperTestApp();
    await stockFixtureProducts(test.db);
    admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
  });
  afterAll(async () => {
    await restored?.app.close();
    await restored?.handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${restoredName}`);
    await admin.end();
    await test.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('serves the same orders from the restored database', { timeout: 120_000 }, async () => {
    const shopper = await newCheckoutShopper(test);
    const first = await placeOrder(shopper.client);
    const second = await placeOrder(shopper.client);
    const listOf = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/ebsn/api/order/list', headers: withSession(shopper.session) });
    const before = await listOf(test.app);
    expect(before.statusCode).toBe(200);
    const orderIds = before.json().data.orders.map((order: { orderId: number }) => order.orderId);
    expect(orderIds).toEqual(expect.arrayContaining([first.orderId, second.orderId]));

    const current = (await test.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const source = databaseUrl(url, current.rows[0]?.name as string);
    const dump = path.join(workDir, 'spesa.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source}`]);
    await admin.query(`CREATE DATABASE ${restoredName} TEMPLATE template0`);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl(url, restoredName)}`, dump]);

    const handle = await openDatabase({ url: databaseUrl(url, restoredName) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: workDir });
    const app = await buildApp({ config, db: handle.db, indexHtml: null });
    restored = { app, handle };
    await app.ready();

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready' });
    const after = await listOf(app);
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual(before.json().data);
    const detail = await app.inject({
      method: 'GET',
      url: `/ebsn/api/order/view?order_id=${first.orderId}`,
      headers: withSession(shopper.session),
    });
    expect(first.grossTotal).toBeGreaterThan(0);
    expect(detail.json().data).toMatchObject({ orderId: first.orderId, grossTotal: first.grossTotal });
  });
});
