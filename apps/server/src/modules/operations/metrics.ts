import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client';

/** A job whose lag /metrics reports: its name and when its last round succeeded (null: none yet). */
export type WatchedJob = { name: string; lastSuccessAt: () => Date | null };

/** The pg Pool behind the Drizzle database, or null on PGlite (one in-process connection, no pool). */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * The shop's Prometheus metrics, in a registry of their own (one per app: tests build many). Labels
 * carry route patterns, status codes, job names and outcomes only: never an id, a query or anything a
 * shopper typed.
 */
export function createShopMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const startedAt = Date.now();
  const jobs: WatchedJob[] = [];
  const pool = poolOf(db);

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code (its _count counts the requests).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (absent on the embedded PGlite).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: 'shop_job_seconds_since_success',
    help: "Seconds since each periodic job's last successful round (since the start while it has had none): its lag.",
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      const now = Date.now();
      for (const job of jobs) this.set({ job: job.name }, (now - (job.lastSuccessAt()?.getTime() ?? startedAt)) / 1000);
    },
  });

  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed by checkout/buy, counted once committed (a repeated buy answering the same order is not counted again).',
    registers: [registry],
  });

  const paymentsFailed = new Counter({
    name: 'shop_payments_failed_total',
    help: 'Online payments that did not authorise, counted once recorded: declined by the gateway or cancelled by the shopper.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  return {
    registry,
    /** One answered request: its route pattern (null: no route matched), status code and duration in ms. */
    observeRequest(method: string, route: string | null, statusCode: number, durationMs: number) {
      requestDuration.observe({ method, route: route ?? 'unmatched', status_code: String(statusCode) }, durationMs / 1000);
    },
    watchJob(job: WatchedJob) {
      jobs.push(job);
    },
    orderPlaced() {
      ordersPlaced.inc();
    },
    paymentFailed(outcome: 'declined' | 'cancelled') {
      paymentsFailed.inc({ outcome });
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
