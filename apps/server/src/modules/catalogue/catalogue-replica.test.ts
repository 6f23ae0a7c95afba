import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrimary, startReplica, stopClusters, streamingReplicaAvailable } from '../../../test/streaming-replica';
import type { TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { staffClient } from '../back-office/testing/staff-fixtures';
import { type CheckoutClient, crowdOfShoppers, dataOf, stockFixtureProducts } from '../checkout/testing/checkout-fixtures';
import { selectRows } from './sql-rows';

/** The scale-out lane's PostgreSQL ports for extra clusters. */
const PRIMARY_PORT = 5442;
const REPLICA_PORT = 5443;
const DATABASE = 'spesa_replica';
const { penne } = SEED_FIXTURES.products;
const onPostgres = process.env.TEST_DB === 'postgres';
const reason = !onPostgres
  ? ' (skipped: PostgreSQL only)'
  : streamingReplicaAvailable
    ? ''
    : ' (skipped: no initdb/pg_basebackup in /usr/lib/postgresql/15/bin or PG_BIN)';

/** Polls `read` until it answers `expected`, failing after `withinMs`. */
async function waitFor<T>(read: () => Promise<T>, expected: T, withinMs: number) {
  const start = Date.now();
  while ((await read()) !== expected) {
    if (Date.now() - start > withinMs) expect(await read()).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - start;
}

describe.skipIf(!onPostgres || !streamingReplicaAvailable)(`catalogue reads from a streaming replica${reason}`, () => {
  const root = `/tmp/spesa-replica-${process.pid}`;
  let primary: DatabaseHandle;
  let replicaAdmin: pg.Client;
  let test: TestApp;

  beforeAll(async () => {
    const primaryUrl = startPrimary(root, PRIMARY_PORT, DATABASE);
    primary = await openDatabase({ url: primaryUrl });
    await runMigrations(primary);
    await seedDatabase(primary.db, { preset: 'test' });
    await stockFixtureProducts(primary.db);
    const replicaUrl = startReplica(root, PRIMARY_PORT, REPLICA_PORT, DATABASE);
    replicaAdmin = new pg.Client({ connectionString: replicaUrl });
    await replicaAdmin.connect();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: `${root}/data`,
      CHALLENGE_COMPLEXITY: '10',
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
    });
    const app = await buildApp({ config, db: primary.db });
    await app.ready();
    test = { app, db: primary.db, close: () => app.close() };
  }, 120_000);

  afterAll(async () => {
    await test?.close();
    await primary?.close();
    await replicaAdmin?.end();
    stopClusters(root);
  }, 60_000);

  const shownPrice = async () =>
    dataOf(await test.app.inject({ method: 'GET', url: `/ebsn/api/product/view?product_id=${penne.productId}` })).product
      .priceCents as number;

  it('shows the catalogue from the replica, charges from the primary, and shows a change once the replica has it', async () => {
    const [{ recovering }] = (await replicaAdmin.query('SELECT pg_is_in_recovery() AS recovering')).rows;
    expect(recovering).toBe(true);
    const old = await shownPrice();
    const staff = await staffClient(test);
    const buyer = (await crowdOfShoppers(test, 1))[0]?.client as CheckoutClient;

    // The replica stops replaying: whatever the primary commits now, only the primary has.
    await replicaAdmin.query('SELECT pg_wal_replay_pause()');
    const newPrice = old + 11;
    dataOf(await staff.post('product/update', { product_id: penne.productId, price_cents: newPrice }));
    // The cache is cleared, yet the product page still says the old price: it was read from the replica.
    expect(await shownPrice()).toBe(old);
    const search = dataOf(await test.app.inject({ method: 'GET', url: '/ebsn/api/products?q=penne' }));
    expect(search.products.find((product: { productId: number }) => product.productId === penne.productId)?.priceCents).toBe(old);
    // The cart and the order read the primary: the new price is charged.
    dataOf(await buyer.add(penne.productId, 1));
    dataOf(await buyer.prepare());
    const { order } = dataOf(await buyer.buy(2));
    expect(order.orderItems.map((item: { grossTotalCents: number }) => item.grossTotalCents)).toEqual([newPrice]);
    const [primaryRow] = await selectRows<{ priceCents: number }>(
      primary.db,
      sql`SELECT price_cents AS "priceCents" FROM products WHERE product_id = ${penne.productId}`,
    );
    expect(primaryRow?.priceCents).toBe(newPrice);

    // Replaying again, the replica catches up and the shop forgets what it cached from it meanwhile.
    await replicaAdmin.query('SELECT pg_wal_replay_resume()');
    expect(await waitFor(shownPrice, newPrice, 5000)).toBeLessThan(5000);
  });
});
