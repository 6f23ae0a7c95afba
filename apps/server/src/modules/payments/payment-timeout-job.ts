import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createPeriodicJob } from '../../lib/periodic-job';
import type { PaymentService } from './payment.service';

/** How often the job looks for orders left unpaid. */
export const PAYMENT_TIMEOUT_SCAN_MS = 60_000;

/**
 * Cancels the orders left waiting for payment past PAYMENT_TIMEOUT_MINUTES: once at start, then every
 * minute. Its state is the orders themselves (status and last payment attempt in the database), so a
 * restart misses nothing and several processes never cancel an order twice (each order is locked
 * and checked again); with `db`, one instance scans per round (decision 0041).
 */
export function createPaymentTimeoutJob(
  payments: PaymentService,
  log: FastifyBaseLogger,
  { intervalMs = PAYMENT_TIMEOUT_SCAN_MS, db }: { intervalMs?: number; db?: Db } = {},
) {
  return createPeriodicJob<number[]>({
    name: 'payment timeout job',
    run: async () => {
      const cancelled = await payments.cancelOverdue();
      if (cancelled.length > 0) log.info({ orderIds: cancelled }, 'unpaid orders cancelled after the payment timeout');
      return cancelled;
    },
    onFailure: [],
    intervalMs,
    log,
    db,
  });
}
