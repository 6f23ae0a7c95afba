import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createPeriodicJob } from '../../lib/periodic-job';
import type { PushService } from './push.service';

/** How often the job looks for notifications to send and for reminders and holds that are due. */
export const PUSH_SCAN_MS = 60_000;

/**
 * Sends the outbox's notifications: once at start, then every minute. Like the payment timeout job,
 * its state is in the database (the outbox's claimed rows), so a restart misses nothing and a retried
 * or concurrent run sends nothing twice.
 */
export function createPushJob(
  push: PushService,
  log: FastifyBaseLogger,
  { intervalMs = PUSH_SCAN_MS, db }: { intervalMs?: number; db?: Db } = {},
) {
  return createPeriodicJob({
    name: 'push job',
    run: async () => {
      await push.scan();
      const sent = await push.deliver();
      if (sent > 0) log.info({ sent }, 'push notifications sent');
      return sent;
    },
    onFailure: 0,
    intervalMs,
    log,
    db,
  });
}
