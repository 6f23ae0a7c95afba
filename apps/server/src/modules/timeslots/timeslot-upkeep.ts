import { addDaysIso, shopDateIso, shopInstant } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runUnlessLocked } from '../../db/advisory-lock';
import { seedDeliveryData } from '../../db/seed/delivery';

/** The daily run happens at 00:05 Italian time, when a new day enters the rolling week. */
export const DAILY_RUN_TIME = '00:05';

/** Milliseconds from `now` to the next daily run. */
export function msUntilNextRun(now: Date): number {
  const today = shopDateIso(now);
  const todayRun = shopInstant(today, DAILY_RUN_TIME);
  const next = todayRun.getTime() > now.getTime() ? todayRun : shopInstant(addDaysIso(today, 1), DAILY_RUN_TIME);
  return next.getTime() - now.getTime();
}

/**
 * Keeps the delivery data and the rolling week of time slots: once when the app is ready (a database
 * seeded before delivery existed gets its fees, company points and slots then) and every day while it
 * runs. Idempotent, so restarts and several processes never duplicate a slot; of several instances
 * starting a run together, one runs it and the others skip (decision 0041). The timer ends on close.
 */
export const timeslotUpkeepPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let lastSuccessAt: Date | null = null;
  app.metrics.watchJob({ name: 'time slot upkeep', lastSuccessAt: () => lastSuccessAt });
  const run = async () => {
    try {
      await runUnlessLocked(app.db, 'job:time slot upkeep', () => seedDeliveryData(app.db));
      lastSuccessAt = new Date();
    } catch (error) {
      app.log.error({ err: error }, 'time slot upkeep failed');
    }
  };
  const scheduleNext = () => {
    if (closed) return;
    timer = setTimeout(() => void run().then(scheduleNext), msUntilNextRun(new Date()));
    timer.unref();
  };
  app.addHook('onReady', async () => {
    await run();
    scheduleNext();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    timer = null;
  });
});
