import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { dataOf, newCheckoutShopper, placeOrder, stockFixtureProducts } from '../checkout/testing/checkout-fixtures';
import { createMailer } from '../mail/mailer';
import { createReadiness, shippedMigrations } from './readiness';
import { loggedError, loggerOptions, redactedUrl } from './request-log';

const METRICS_TOKEN = 'metrics-token-of-the-tests-0123456789';
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };

/** JSON log lines written by an app, kept for the test to read. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n'), stream };
}

describe('health checks', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('/healthz says the process is alive, /readyz that it may get traffic (database answering, migrations applied)', async () => {
    const alive = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the reason when a migration of the journal is not applied', async () => {
    const readiness = createReadiness(test.db, [...shippedMigrations(), 1795800999000]);
    expect(await readiness.check()).toEqual({ ready: false, reason: 'migrations pending' });
    // The journal as shipped is applied on the test database.
    expect(await createReadiness(test.db).check()).toEqual({ ready: true });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as TestApp['db'];
    expect(await createReadiness(broken).check()).toEqual({ ready: false, reason: 'database unreachable' });
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as TestApp['db'];
    expect(await createReadiness(hanging).check()).toEqual({ ready: false, reason: 'database unreachable' });
  });

  it('answers 503 draining from the moment the shutdown begins, while /healthz still says alive', async () => {
    test.app.readiness.drain();
    const draining = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not ready', reason: 'draining' });
    expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('keeps the operations routes out of the OpenAPI document (they take no input)', async () => {
    const paths = Object.keys((await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' })).json().paths);
    expect(paths.filter((path) => ['/healthz', '/readyz', '/metrics'].includes(path))).toEqual([]);
  });
});

describe('/metrics', () => {
  it('is no page at all without METRICS_TOKEN', async () => {
    const test = await createTestApp();
    try {
      expect((await test.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let test: ShopperTestApp;
    beforeAll(async () => {
      test = await createShopperTestApp({ METRICS_TOKEN });
      await stockFixtureProducts(test.db);
    });
    afterAll(() => test.close());
    const scrape = async () => {
      const answer = await test.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      return answer.body;
    };
    /** The value of one series of the exposition text (0 when absent). */
    const seriesValue = (text: string, series: string) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };

    it('asks Prometheus for the bearer token: none or a wrong one is 401', async () => {
      expect((await test.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${'x'.repeat(37)}` },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    });

    it('counts requests by route pattern and status with their latency, never the URL with its ids and query', async () => {
      const productId = SEED_FIXTURES.products.penne.productId;
      await test.app.inject({ method: 'GET', url: `/ebsn/api/product/view?product_id=${productId}&q=mario.rossi@example.com` });
      await test.app.inject({ method: 'GET', url: `/images/products/${productId}.svg` });
      await test.app.inject({ method: 'GET', url: '/no/such/page/12345' });
      const text = await scrape();
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/images\/products\/:id\.svg",status_code="200"\} [1-9]/,
      );
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/images\/products\/:id\.svg"/);
      expect(text).not.toContain('mario.rossi');
      expect(text).not.toContain('12345');
      expect(text).not.toContain(`/${productId}.svg`);
    });

    it('counts the orders placed (once, not a repeated buy) and the online payments that failed', async () => {
      const before = await scrape();
      const { client } = await newCheckoutShopper(test);
      await placeOrder(client);
      // A repeated buy answers the order it placed: no second order.
      dataOf(await client.buy(2));
      const second = await newCheckoutShopper(test);
      dataOf(await second.client.add(SEED_FIXTURES.products.penne.productId));
      dataOf(await second.client.prepare());
      const { paymentUrl } = dataOf(await second.client.buy(12));
      const page = new URL(paymentUrl);
      const declined = await test.app.inject({
        method: 'POST',
        url: page.pathname + page.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action: 'pay', cardNumber: '4000000000000002' }).toString(),
      });
      expect(declined.statusCode).toBe(303);
      const after = await scrape();
      expect(seriesValue(after, 'shop_orders_placed_total') - seriesValue(before, 'shop_orders_placed_total')).toBe(2);
      expect(
        seriesValue(after, 'shop_payments_failed_total{outcome="declined"}') -
          seriesValue(before, 'shop_payments_failed_total{outcome="declined"}'),
      ).toBe(1);
    });

    it("reports each periodic job's lag: seconds since its last successful round", async () => {
      const text = await scrape();
      for (const job of ['payment timeout job', 'push job', 'time slot upkeep']) {
        const lag = seriesValue(text, `shop_job_seconds_since_success{job="${job}"}`);
        expect(lag, job).toBeGreaterThanOrEqual(0);
        expect(lag, job).toBeLessThan(120);
        expect(text, job).toContain(`shop_job_seconds_since_success{job="${job}"}`);
      }
    });

    it('reports the PostgreSQL pool (total, idle, waiting) when on PostgreSQL', async () => {
      const text = await scrape();
      if (process.env.TEST_DB === 'postgres') {
        expect(seriesValue(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThan(0);
        expect(text).toContain('shop_db_pool_connections{state="waiting"} 0');
      } else expect(text).not.toContain('shop_db_pool_connections{');
    });
  });
});

describe('the request log', () => {
  const capture = logCapture();
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(
      {},
      { logger: { ...(loggerOptions({ NODE_ENV: 'test', LOG_LEVEL: 'info' }) as object), stream: capture.stream } },
    );
  });
  afterAll(() => test.close());

  it('writes one JSON line per request with its id, route and status, and no e-mail, password, token or cookie', async () => {
    const email = 'giulia.bianchi@example.com';
    const password = 'Segreta-2026!';
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
    await test.app.inject({
      method: 'POST',
      url: `/ebsn/api/auth/login?login=${encodeURIComponent(email)}&password=${password}`,
      headers: { 'x-ebsn-session': token, cookie: `session=${token}` },
      payload: { login: email, password },
    });
    await test.app.inject({ method: 'GET', url: `/ebsn/api/registration/registration_confirm?token=${token}` });
    await test.app.inject({ method: 'GET', url: '/healthz' });

    const requests = capture.lines.filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      method: 'POST',
      url: '/ebsn/api/auth/login?login=~&password=~',
      route: '/ebsn/api/auth/login',
      statusCode: expect.any(Number),
      responseTime: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({ url: '/ebsn/api/registration/registration_confirm?token=~' });
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(2);
    for (const secret of [email, 'giulia', password, token]) expect(capture.text()).not.toContain(secret);
  });

  it('logs a failed query without the values it carried', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(giulia.bianchi@example.com) already exists.',
    });
    const failure = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['giulia.bianchi@example.com'], pgError);
    const logged = loggedError(failure);
    expect(JSON.stringify(logged)).not.toContain('giulia');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      cause: { message: pgError.message, code: '23505', constraint: 'users_email_key' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users" \("email"\) values \(\$1\)\n\s+at /);
  });

  it('keeps the query names and blanks their values', () => {
    expect(redactedUrl('/ebsn/api/cart/view')).toBe('/ebsn/api/cart/view');
    expect(redactedUrl('/reset-password?token=abc&x=&y')).toBe('/reset-password?token=~&x=~&y=~');
  });

  it('writes a mail to the outbox naming the file, not the recipient, subject or link', async () => {
    const mails = logCapture();
    const pino = (await import('pino')).default;
    const log = pino(loggerOptions({ NODE_ENV: 'test', LOG_LEVEL: 'info' }) as object, mails.stream);
    const mailer = createMailer({ smtpUrl: undefined, outboxDir: `/tmp/spesa-ops-outbox-${process.pid}`, log });
    await mailer.send({
      from: 'negozio@example.it',
      to: 'giulia.bianchi@example.com',
      subject: 'Giulia ha condiviso con te la lista',
      text: 'x',
      html: '<p>x</p>',
      link: 'http://localhost:8080/reset-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE',
    });
    mailer.close();
    expect(mails.lines).toEqual([
      expect.objectContaining({ msg: 'mail written to the outbox', file: expect.stringMatching(/\.eml$/) }),
    ]);
    expect(mails.text()).not.toMatch(/giulia|Giulia|token|AbCdEf/);
  });
});
