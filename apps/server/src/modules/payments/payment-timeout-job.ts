import type { FastifyBaseLogger } from 'fastify';
import type { PaymentService } from './payment.service';

/** How often the job looks for orders left unpaid. */
export const PAYMENT_TIMEOUT_SCAN_MS = 60_000;

/**
 * Cancels the orders left waiting for payment past PAYMENT_TIMEOUT_MINUTES: once at start, then every
 * minute. Its state is the orders themselves (status and last payment attempt in the database), so a
 * restart misses nothing and several processes never cancel an order twice (each order is locked
 * and checked again). Runs never overlap.
 */
export function createPaymentTimeoutJob(payments: PaymentService, log: FastifyBaseLogger, intervalMs = PAYMENT_TIMEOUT_SCAN_MS) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number[]> | null = null;

  const runOnce = (): Promise<number[]> => {
    running ??= payments
      .cancelOverdue()
      .then((cancelled) => {
        if (cancelled.length > 0) log.info({ orderIds: cancelled }, 'unpaid orders cancelled after the payment timeout');
        return cancelled;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'payment timeout job failed');
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    runOnce,
    start: async () => {
      await runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
