import type { FastifyBaseLogger } from 'fastify';
import type { PushService } from './push.service';

/** How often the job looks for notifications to send and for reminders and holds that are due. */
export const PUSH_SCAN_MS = 60_000;

/**
 * Sends the outbox's notifications: once at start, then every minute, and soon after an event asks
 * (`nudge`). Like the payment timeout job, its state is in the database (the outbox's claimed rows),
 * so a restart misses nothing and a retried or concurrent run sends nothing twice. Runs never overlap.
 */
export function createPushJob(push: PushService, log: FastifyBaseLogger, intervalMs = PUSH_SCAN_MS) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runOnce = (): Promise<number> => {
    running ??= push
      .scan()
      .then(() => push.deliver())
      .then((sent) => {
        if (sent > 0) log.info({ sent }, 'push notifications sent');
        return sent;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'push job failed');
        return 0;
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
