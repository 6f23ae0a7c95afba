// The checkout under load (issue 6): shoppers whose carts were filled through the API each place one
// order — checkout/prepare, then checkout/buy paid on delivery (2) — at 50 connections as fast as they
// go, then at a steady rate; prepare and buy are timed apart. PostgreSQL and PGlite modes.
//
// Called by scripts/bench.mjs (case id `checkout`; BENCH_CASES=checkout for this case alone). Knobs:
// BENCH_CHECKOUT_RATE (steady checkouts/s, each a prepare and a buy: default 50 = 100 req/s, issue 24's target),
// BENCH_CHECKOUT_MAX (at most this many checkouts/s are prepared for in the 50-connection run, default 250;
// fewer when filling the steady run's carts shows the server cannot go that fast; a run that uses up its
// shoppers stops early and says so).
//
// Set-up, not product code: the shoppers and their sessions are written into the database (as
// scripts/bench/cart.mjs does: no mail, no login), store 1's open pickup slots get the capacity the
// run needs, and each cart is filled (cart/add) and given one of those slots (timeslot/select), spread
// evenly, through the API. In PGlite mode the server is stopped during the database part (PGlite has
// one writer) and started again for the runs.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { insertShoppers, plainProducts, post } from './cart.mjs';
import { clientHeaders, percentile } from './load.mjs';
import { backendPids, cpuMs } from './server.mjs';

const PAYMENT_ON_DELIVERY = 2;
/** Slots closing sooner than this are left out: a slot must not close during the run. */
const SLOT_MARGIN_MINUTES = 60;

/** The bench database for the set-up: PostgreSQL by URL, or PGlite on a stopped server's data directory. */
async function openSetupDatabase(target) {
  if (target.url) return { database: target.url, close: async () => {} };
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create(path.join(target.dataDir, 'pgdata'), { extensions: { pg_trgm, unaccent } });
  return { database: db, close: () => db.close() };
}

/**
 * Store 1's pickup slots open for at least another hour, each given room for its share of `orders`
 * (capacity raised, never lowered): [{ timeslotId, slotDate }].
 */
async function slotsWithRoom(database, orders) {
  const run = async (client) => {
    const { rows: open } = await client.query(
      `SELECT timeslot_id FROM timeslots
        WHERE store_id = 1 AND delivery_service_id = 1 AND active AND cutoff_at > now() + make_interval(mins => $1)`,
      [SLOT_MARGIN_MINUTES],
    );
    if (open.length === 0) throw new Error('store 1 has no pickup slot open for the next hour');
    const share = Math.ceil(orders / open.length) + 1;
    const { rows } = await client.query(
      `UPDATE timeslots SET capacity = GREATEST(capacity, booked + $2)
        WHERE timeslot_id = ANY($1::int[]) RETURNING timeslot_id, slot_date::text AS slot_date`,
      [open.map((row) => row.timeslot_id), share],
    );
    return rows.map((row) => ({ timeslotId: row.timeslot_id, slotDate: row.slot_date }));
  };
  if (typeof database !== 'string') return run(database);
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function get(url, session, route) {
  const answer = await fetch(`${url}/ebsn/api/${route}`, {
    headers: { ...clientHeaders, 'accept-encoding': 'identity', 'x-ebsn-session': session },
  });
  const json = await answer.json().catch(() => null);
  if (!answer.ok) throw new Error(`${route}: HTTP ${answer.status} ${JSON.stringify(json?.response?.errors ?? json)}`);
  return json.data;
}

/** Runs `task` over the items, `parallel` at a time. */
async function eachParallel(items, parallel, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Fills each cart with the product and puts it on a slot, round robin over the slots, through the API. */
async function readyCarts(url, shoppers, productId, slots) {
  let index = 0;
  await eachParallel(shoppers, 16, async (shopper) => {
    const slot = slots[index++ % slots.length];
    await post(url, shopper.session, 'cart/add', { items: [{ productId, quantity: 2 }] });
    await get(url, shopper.session, `timeslot/select?sel_date=${slot.slotDate}&timeslot_id=${slot.timeslotId}`);
  });
}

/**
 * The CPU the server process and the PostgreSQL backends of the bench database (PostgreSQL mode, on
 * this machine) spend during a run, from /proc: `stop(checkouts)` answers ms per checkout (one prepare
 * and one buy). Unlike latency, it barely moves with what the other sessions on the host do.
 */
async function checkoutCpuMeter({ serverPid, databaseUrl }) {
  if (!serverPid) return { stop: async () => null };
  const backends = async () => {
    if (!databaseUrl) return new Map();
    const name = new URL(databaseUrl).pathname.slice(1);
    const pids = await backendPids(databaseUrl, name).catch(() => []);
    return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  };
  const server = cpuMs(serverPid);
  const before = await backends();
  return {
    stop: async (checkouts) => {
      const serverMs = cpuMs(serverPid) - server;
      const after = await backends();
      // Backends opened during the run started from 0.
      let databaseMs = 0;
      for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
      if (!checkouts) return null;
      return { serverMs: serverMs / checkouts, databaseMs: databaseUrl ? databaseMs / checkouts : null };
    },
  };
}

/**
 * One run: each connection takes the next shopper, sends checkout/prepare, then checkout/buy for the
 * same shopper (autocannon's per-connection context). `rate` (checkouts/s) or as fast as it goes.
 * Latencies and failures are kept per call; the run stops early when the shoppers run out.
 */
async function checkoutRun({ url, pool, connections, rate, duration, serverPid, databaseUrl }) {
  const meter = await checkoutCpuMeter({ serverPid, databaseUrl });
  const calls = { prepare: { latencies: [], failures: 0, codes: {} }, buy: { latencies: [], failures: 0, codes: {} } };
  let exhaustedAt = null;
  const started = Date.now();
  // prepare has no body: a JSON content type with an empty body would be refused (400) before the route.
  const headersOf = (session, body) => ({
    ...clientHeaders,
    ...(body ? { 'content-type': 'application/json' } : {}),
    'x-ebsn-session': session,
  });
  const buyBody = JSON.stringify({ payment_type_id: PAYMENT_ON_DELIVERY, payment_data: { accept_sales_terms: true } });
  // Each connection builds its first request while autocannon is being set up, before it is assigned.
  let instance = null;
  instance = autocannon({
    url,
    connections,
    duration,
    // overallRate counts requests: two per checkout.
    ...(rate ? { overallRate: rate * 2 } : {}),
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const shopper = pool.take();
          if (!shopper) {
            exhaustedAt ??= (Date.now() - started) / 1000;
            instance?.stop();
          }
          context.session = (shopper ?? pool.spent()).session;
          request.path = '/ebsn/api/checkout/prepare';
          request.headers = headersOf(context.session);
          return request;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          request.path = '/ebsn/api/checkout/buy';
          request.headers = headersOf(context.session, buyBody);
          request.body = buyBody;
          return request;
        },
      },
    ],
  });
  // Used up while autocannon was being set up (too few shoppers for the connections): nothing to measure.
  if (exhaustedAt !== null) instance.stop();
  // With one request in flight per connection, the answered request is the iterator's current one.
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    // Once the shoppers are used up, the last requests (on carts already bought) are not the measure.
    if (exhaustedAt !== null) return;
    const call = client.requestIterator.currentRequestIndex === 0 ? calls.prepare : calls.buy;
    call.latencies.push(responseTime);
    if (statusCode < 200 || statusCode > 299) {
      call.failures++;
      call.codes[statusCode] = (call.codes[statusCode] ?? 0) + 1;
    }
  });
  const result = await instance;
  // Per checkout: the calls answered over two (a prepare and a buy; at 50 connections many prepares
  // are answered whose buy is still on its way when the run ends).
  const cpu = await meter.stop((calls.prepare.latencies.length + calls.buy.latencies.length) / 2);
  const summary = (call) => {
    const sorted = call.latencies.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      rps: sorted.length / result.duration,
      failures: call.failures,
      codes: call.codes,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    };
  };
  return {
    load: rate ? `${rate} checkouts/s steady (${connections} conn.)` : `${connections} connections`,
    seconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    prepare: summary(calls.prepare),
    buy: summary(calls.buy),
    exhaustedAt,
    cpu,
  };
}

/** Hands out each shopper once; `spent()` is any used one (a request that must still be sent, refused). */
function shopperPool(shoppers) {
  let next = 0;
  return { take: () => shoppers[next++], spent: () => shoppers[0] };
}

/**
 * The checkout bench of one mode. `database`: { url } or { dataDir } (PGlite: the server must be
 * stopped); `server()` starts or answers the server to load ({ url, stop }). Answers the runs' numbers.
 */
export async function benchCheckout({ mode, database, server, connections, rate, maxRate, duration, warmup, log = console.log }) {
  // Shoppers for the steady run (20 % margin), and at most for maxRate checkouts/s over the warm-up and the 50-connection run.
  const steadyCount = Math.ceil(rate * duration * 1.2);
  const mostCount = Math.max(connections * 4, Math.ceil(maxRate * (warmup + duration)));
  const total = steadyCount + mostCount;
  log(`checkout (${mode}): ${total} shoppers, room for their orders in store 1's open pickup slots`);
  const setup = await openSetupDatabase(database);
  let shoppers;
  let slots;
  let productId;
  try {
    shoppers = await insertShoppers(setup.database, total);
    slots = await slotsWithRoom(setup.database, total);
    [productId] = await plainProducts(setup.database, 1);
  } finally {
    await setup.close();
  }
  const running = await server();
  try {
    const steadyShoppers = shoppers.slice(0, steadyCount);
    let started = Date.now();
    await readyCarts(running.url, steadyShoppers, productId, slots);
    const callsPerSecond = (2 * steadyCount) / ((Date.now() - started) / 1000);
    // A checkout is two calls each heavier than the two that fill a cart, so this server places at most
    // callsPerSecond / 2 orders a second: carts for 1.5 × that are enough (and the run says if they ran out).
    // Never fewer than four per connection: each connection takes one as it opens, in the warm-up and in the run.
    const throughputCount = Math.min(
      mostCount,
      Math.max(connections * 4, Math.ceil((callsPerSecond / 2) * 1.5 * (warmup + duration))),
    );
    const throughputShoppers = shoppers.slice(steadyCount, steadyCount + throughputCount);
    started = Date.now();
    await readyCarts(running.url, throughputShoppers, productId, slots);
    log(
      `checkout (${mode}): ${steadyCount} + ${throughputCount} carts filled and given a slot (of ${slots.length}) through the API, ${callsPerSecond.toFixed(0)} calls/s`,
    );
    const pct = (numbers) => [numbers.p50, numbers.p95, numbers.p99].map((value) => value?.toFixed(1)).join('/');
    const cpuText = (cpu) =>
      cpu
        ? `, CPU a checkout: server ${cpu.serverMs.toFixed(2)} ms${cpu.databaseMs === null ? '' : `, PostgreSQL ${cpu.databaseMs.toFixed(2)} ms`}`
        : '';
    const line = (run) =>
      `prepare ${run.prepare.rps.toFixed(0)} req/s p50/p95/p99 ${pct(run.prepare)} ms, buy ${run.buy.rps.toFixed(0)} req/s ${pct(run.buy)} ms, failures ${run.prepare.failures + run.buy.failures + run.errors}${cpuText(run.cpu)}${run.exhaustedAt === null ? '' : `, shoppers used up after ${run.exhaustedAt.toFixed(1)} s`}`;
    // Requests a run left in flight (answered after it, or timed out) are still worked on by the server:
    // one cart read waits behind them (PGlite answers one query at a time), so the next run starts clean.
    const settle = () => get(running.url, steadyShoppers[0].session, 'cart/view').catch(() => undefined);
    const throughputPool = shopperPool(throughputShoppers);
    if (warmup > 0) await checkoutRun({ url: running.url, pool: throughputPool, connections, duration: warmup });
    await settle();
    log(`checkout (${mode}): ${connections} connections, ${duration} s`);
    const metered = { serverPid: running.pid, databaseUrl: database.url };
    const throughput = await checkoutRun({ url: running.url, pool: throughputPool, connections, duration, ...metered });
    log(`  ${line(throughput)}`);
    await settle();
    log(`checkout (${mode}): steady ${rate} checkouts/s, ${duration} s`);
    const steady = await checkoutRun({
      url: running.url,
      pool: shopperPool(steadyShoppers),
      connections,
      rate,
      duration,
      ...metered,
    });
    log(`  ${line(steady)}`);
    return {
      mode,
      shoppers: steadyCount + throughputCount,
      slots: slots.length,
      throughput,
      steady,
      loadAverage: os.loadavg()[0],
    };
  } finally {
    await running.stop();
  }
}

/** The report's checkout section in Markdown (results.checkout: { postgres, pglite }). */
export function renderCheckoutSection(checkout) {
  if (!checkout) return '';
  const lines = [
    '',
    '## Checkout (prepare and buy)',
    '',
    "Each shopper places one order: `checkout/prepare` (the cart's place held in its slot), then `checkout/buy` paid on delivery, on one connection. Shoppers are written into the database with a session; their carts are filled (`cart/add`) and spread over store 1's open pickup slots (`timeslot/select`) through the API before the runs, the slots' capacity raised for the run. Latencies per call, from every response; failures are errors, timeouts (10 s) and non-2xx answers. The 50-connection run is a closed loop: once the server is the bottleneck, latency is about 50 ÷ its requests per second; the steady run shows the latency at a rate it can serve.",
    '',
    '| mode | load | call | req/s | requests | failures | p50 | p95 | p99 | max | CPU ms a checkout: server / PostgreSQL |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  // One prepare and one buy: measured together, shown on the buy's row.
  const cpuCell = (cpu) =>
    cpu ? `${cpu.serverMs.toFixed(2)} / ${cpu.databaseMs === null ? '–' : cpu.databaseMs.toFixed(2)}` : '–';
  const ms = (value) => (value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
  const notes = [];
  for (const [key, result] of Object.entries(checkout)) {
    if (!result) continue;
    const mode = result.mode ?? key;
    if (result.error) {
      notes.push(`${mode}: not measured: ${result.error}`);
      continue;
    }
    for (const run of [result.throughput, result.steady]) {
      for (const call of ['prepare', 'buy']) {
        const numbers = run[call];
        // autocannon's errors (timeouts included) are not told apart by call: shown with buy.
        const failures = numbers.failures + (call === 'buy' ? run.errors : 0);
        const codes = [
          ...Object.entries(numbers.codes).map(([code, count]) => `${count}× ${code}`),
          ...(call === 'buy' && run.errors ? [`${run.errors} errors, of which ${run.timeouts} timeouts`] : []),
        ].join(', ');
        lines.push(
          `| ${mode} | ${run.load} | ${call} | ${numbers.rps.toFixed(0)} | ${numbers.requests} | ${failures}${codes ? ` (${codes})` : ''} | ${ms(numbers.p50)} | ${ms(numbers.p95)} | ${ms(numbers.p99)} | ${ms(numbers.max)} | ${call === 'buy' ? cpuCell(run.cpu) : ''} |`,
        );
      }
      if (run.exhaustedAt !== null)
        notes.push(
          `${mode}, ${run.load}: the prepared shoppers were used up after ${run.exhaustedAt.toFixed(1)} s (raise BENCH_CHECKOUT_MAX).`,
        );
    }
    notes.push(
      `${mode}: ${result.shoppers} shoppers over ${result.slots} slots; machine load average ${result.loadAverage?.toFixed(1) ?? '–'} at the end.`,
    );
  }
  lines.push('', ...notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
