import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrl } from '../../test/postgres-url';
import { noRedisReason, testRedisPrefix, testRedisUrl } from '../../test/redis-url';
import {
  httpInjector,
  type RoundRobinProxy,
  type ServerProcess,
  startRoundRobinProxy,
  startServerProcesses,
} from '../../test/several-instances';
import type { TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { orders, paymentTransactions, timeslots, users } from '../db/schema/index';
import { SEED_FIXTURES } from '../db/seed/seed-fixtures';
import { hashPassword } from '../modules/auth/password-hashing';
import { loginForm, withSession } from '../modules/auth/testing/account-fixtures';
import { staffClient } from '../modules/back-office/testing/staff-fixtures';
import {
  checkoutClient,
  crowdOfShoppers,
  dataOf,
  putSlotOnOpenCarts,
  roomySlot,
  stockFixtureProducts,
} from '../modules/checkout/testing/checkout-fixtures';

/** Ports of this test (the scale-out lane's range): the proxy, then one per instance. */
const PROXY_PORT = 8140;
const INSTANCE_PORTS = [8141, 8142, 8143];
const { penne } = SEED_FIXTURES.products;
const PASSWORD = 'Giusta-Parola-1';
const onPostgres = process.env.TEST_DB === 'postgres';
const reason = onPostgres ? noRedisReason : ' (skipped: PostgreSQL only, TEST_DATABASE_URL)';

/**
 * Issue 24, section 3: three real server processes on one fresh PostgreSQL database and one Redis,
 * behind a round-robin proxy with no sticky sessions. Everything below goes through the proxy, so
 * consecutive requests of one shopper land on different instances.
 */
describe.skipIf(!onPostgres || !testRedisUrl)(`three instances behind a round-robin proxy${reason}`, () => {
  const tag = randomBytes(4).toString('hex');
  const database = `spesa_instances_${tag}`;
  const redisPrefix = testRedisPrefix('instances');
  let admin: pg.Client;
  let instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  /** The API helpers' `app`, over HTTP through the proxy. */
  const throughProxy = () => httpInjector(proxy.url);
  /** An in-process instance over the same database, for what a test sets up directly (shoppers, stock, slots). */
  let control: TestApp;
  let controlHandle: DatabaseHandle;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const env = {
      DATABASE_URL: databaseUrl(url, database),
      REDIS_URL: testRedisUrl as string,
      REDIS_KEY_PREFIX: redisPrefix,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${PROXY_PORT}`,
      SEED: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: `/tmp/spesa-instances-${tag}`,
      CHALLENGE_COMPLEXITY: '10',
      // One secret for all: a challenge or form nonce made by one instance is checked by another.
      CHALLENGE_HMAC_KEY: randomBytes(32).toString('hex'),
      PAYMENT_TIMEOUT_SCAN_SECONDS: '1',
    };
    // All three at once on the empty database: one migrates and seeds, the others wait for it.
    instances = await startServerProcesses(INSTANCE_PORTS, env);
    proxy = await startRoundRobinProxy(PROXY_PORT, INSTANCE_PORTS);
    controlHandle = await openDatabase({ url: env.DATABASE_URL });
    const app = await buildApp({
      // Its own payment timeout never comes due here: only the three processes cancel orders.
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: env.DATA_DIR, PAYMENT_TIMEOUT_MINUTES: '1440' }),
      db: controlHandle.db,
    });
    await app.ready();
    control = { app, db: controlHandle.db, close: () => app.close() };
    await stockFixtureProducts(control.db);
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await control?.close();
    await controlHandle?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`).catch(() => undefined);
    await admin.end();
    const redis = new Redis(testRedisUrl as string);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(`/tmp/spesa-instances-${tag}`, { recursive: true, force: true });
  }, 60_000);

  /** A shopper made in the database with a known password, for real logins through the proxy. */
  async function shopperWithPassword() {
    const [shopper] = await crowdOfShoppers(control, 1);
    const passwordHash = await hashPassword(PASSWORD);
    const [row] = await control.db
      .update(users)
      .set({ passwordHash })
      .where(eq(users.userId, shopper?.userId as number))
      .returning({ email: users.email });
    return { userId: shopper?.userId as number, email: row?.email as string };
  }
  /** Which instance answered (the proxy's X-Served-By). */
  const servedBy = (answer: { headers: Record<string, unknown> }) => answer.headers['x-served-by'] as string | undefined;

  it('keeps a session made by one instance valid on every instance', async () => {
    const shopper = await shopperWithPassword();
    const login = await loginForm(throughProxy(), { login: shopper.email, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.headers['x-ebsn-session'] as string;
    const answers = [];
    for (let request = 0; request < INSTANCE_PORTS.length; request++)
      answers.push(await throughProxy().inject({ url: '/ebsn/api/auth/test', headers: withSession(session) }));
    expect(new Set(answers.map(servedBy)).size).toBe(INSTANCE_PORTS.length);
    for (const answer of answers) expect(dataOf(answer)).toMatchObject({ valid: true, user: { userId: shopper.userId } });
  });

  it('holds the login throttle when the failed attempts are spread over the instances', async () => {
    const shopper = await shopperWithPassword();
    const failures = [];
    for (let attempt = 0; attempt < 3; attempt++)
      failures.push(await loginForm(throughProxy(), { login: shopper.email, password: 'sbagliata' }));
    expect(failures.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    expect(new Set(failures.map(servedBy)).size).toBe(INSTANCE_PORTS.length);
    // The fourth try, on whichever instance, must wait, even with the right password (decision 0015).
    const fourth = await loginForm(throughProxy(), { login: shopper.email, password: PASSWORD });
    expect(fourth.statusCode, fourth.body).toBe(429);
    expect(fourth.headers['retry-after']).toBe('1');
  });

  it('shows and charges a price changed through one instance on every instance within a second', async () => {
    const view = () => throughProxy().inject({ url: `/ebsn/api/product/view?product_id=${penne.productId}` });
    // Every instance has the product page cached at its old price.
    const old = dataOf(await view()).product.priceCents as number;
    for (let request = 1; request < INSTANCE_PORTS.length; request++) expect(dataOf(await view()).product.priceCents).toBe(old);
    const staff = await staffClient({ ...control, app: throughProxy() });
    const newPrice = old + 37;
    const changedAt = Date.now();
    dataOf(await staff.post('product/update', { product_id: penne.productId, price_cents: newPrice }));
    const seenAt = new Map<string, number>();
    while (seenAt.size < INSTANCE_PORTS.length && Date.now() - changedAt < 2000) {
      const answer = await view();
      const instance = servedBy(answer);
      if (dataOf(answer).product.priceCents === newPrice && instance && !seenAt.has(instance))
        seenAt.set(instance, Date.now() - changedAt);
    }
    expect(seenAt.size).toBe(INSTANCE_PORTS.length);
    for (const elapsed of seenAt.values()) expect(elapsed).toBeLessThan(1000);

    // Charged at the new price: the cart, the checkout and the order, each call on another instance.
    const [buyer] = await crowdOfShoppers(control, 1);
    const client = checkoutClient(throughProxy(), buyer?.session as string);
    dataOf(await client.add(penne.productId, 1));
    dataOf(await client.prepare());
    const { order } = dataOf(await client.buy(2));
    expect(order.orderItems.map((item: { grossTotalCents: number }) => item.grossTotalCents)).toEqual([newPrice]);
  });

  it('cancels an order left unpaid exactly once, though every instance runs the payment timeout job', async () => {
    const [buyer] = await crowdOfShoppers(control, 1);
    const client = checkoutClient(throughProxy(), buyer?.session as string);
    dataOf(await client.add(penne.productId, 1));
    dataOf(await client.prepare());
    const { orderId } = dataOf(await client.buy(12));
    const [order] = await control.db.select().from(orders).where(eq(orders.orderId, orderId));
    const bookedOf = async () =>
      (
        await control.db
          .select()
          .from(timeslots)
          .where(eq(timeslots.timeslotId, order?.timeslotId as number))
      )[0]?.booked;
    const bookedBefore = (await bookedOf()) as number;
    // The payment was asked for 40 minutes ago (PAYMENT_TIMEOUT_MINUTES is 30): the next round cancels it.
    const earlier = sql`now() - interval '40 minutes'`;
    await control.db.update(paymentTransactions).set({ createdAt: earlier }).where(eq(paymentTransactions.orderId, orderId));
    await control.db.update(orders).set({ createdAt: earlier }).where(eq(orders.orderId, orderId));
    const start = Date.now();
    let status = 1;
    while (status !== 10 && Date.now() - start < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = dataOf(await client.get(`order/view?order_id=${orderId}`)).orderStatusId;
    }
    expect(status).toBe(10);
    // A few more rounds in every instance (one a second), which must find nothing more to do.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const cancellations = instances.flatMap((instance) =>
      instance
        .output()
        .split('\n')
        .filter((line) => line.includes('unpaid orders cancelled after the payment timeout'))
        .flatMap((line) => (JSON.parse(line) as { orderIds: number[] }).orderIds)
        .filter((id) => id === orderId),
    );
    expect(cancellations).toHaveLength(1);
    expect(await bookedOf()).toBe(bookedBefore - 1);
  });

  it('never oversells a slot: many buyers at once over the three instances, few places', async () => {
    const PLACES = 5;
    const crowd = await crowdOfShoppers(control, 30);
    const clients = crowd.map((shopper) => checkoutClient(throughProxy(), shopper.session));
    await Promise.all(clients.map(async (client) => dataOf(await client.add(penne.productId, 1))));
    const slot = await roomySlot(control.db, PLACES);
    await putSlotOnOpenCarts(
      control.db,
      crowd.map((shopper) => shopper.userId),
      slot.timeslotId,
    );
    const outcomes = await Promise.all(
      clients.map(async (client) => {
        const prepared = await client.prepare();
        return prepared.statusCode === 200 ? (await client.buy(2)).statusCode : prepared.statusCode;
      }),
    );
    expect(outcomes.filter((status) => status === 200)).toHaveLength(PLACES);
    expect(outcomes.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const [after] = await control.db.select().from(timeslots).where(eq(timeslots.timeslotId, slot.timeslotId));
    expect(after).toMatchObject({ booked: PLACES, capacity: PLACES });
    const placed = await control.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.timeslotId, slot.timeslotId)));
    expect(placed).toHaveLength(PLACES);
    // The requests were spread over all three.
    expect(proxy.servedBy().every((count) => count > 20)).toBe(true);
  });
});
