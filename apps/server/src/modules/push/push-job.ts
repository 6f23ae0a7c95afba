import type { FastifyBaseLogger } from 'fastify';
import { createOutboxWorker } from '../../lib/outbox';
import type { PushService } from './push.service';

/** How often the job looks for notifications to send and for reminders and holds that are due. */
export const PUSH_SCAN_MS = 60_000;

/**
 * Sends the outbox's notifications: once at start, then every minute (the outbox worker all outboxes
 * share, lib/outbox.ts). Like the payment timeout job, its state is in the database (the outbox's
 * claimed rows), so a restart misses nothing and a retried or concurrent run sends nothing twice.
 */
export function createPushJob(push: PushService, log: FastifyBaseLogger, intervalMs = PUSH_SCAN_MS) {
  return createOutboxWorker({
    name: 'push job',
    run: async () => {
      await push.scan();
      const sent = await push.deliver();
      if (sent > 0) log.info({ sent }, 'push notifications sent');
      return sent;
    },
    intervalMs,
    log,
  });
}
