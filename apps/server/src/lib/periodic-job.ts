import type { FastifyBaseLogger } from 'fastify';
import { runUnlessLocked } from '../db/advisory-lock';
import type { Db } from '../db/client';

type PeriodicJobOptions<T> = {
  /** What the log says when a round fails: "<name> failed". */
  name: string;
  /** One round; its state lives in the database, so a restart misses nothing. */
  run: () => Promise<T>;
  /** What a failed round answers (the failure is logged, the next round tries again), and a round another instance ran. */
  onFailure: T;
  intervalMs: number;
  log: FastifyBaseLogger;
  /**
   * The shared database: each round takes the advisory lock `job:<name>` on it, so when several
   * instances run the job, one runs a round and those that find it taken skip theirs (decision 0041).
   */
  db?: Db;
};

/**
 * A job that runs once at start, then every `intervalMs`, in this process. Rounds never overlap: a
 * round asked for while one runs gets that one's answer. `stop` waits for the round in progress.
 */
export function createPeriodicJob<T>({ name, run, onFailure, intervalMs, log, db }: PeriodicJobOptions<T>) {
  const round = db
    ? async () => {
        const outcome = await runUnlessLocked(db, `job:${name}`, run);
        return outcome.ran ? outcome.value : onFailure;
      }
    : run;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  // When a round last succeeded: /metrics reports the time since as the job's lag.
  let lastSuccessAt: Date | null = null;

  const runOnce = (): Promise<T> => {
    running ??= round()
      .then((result) => {
        lastSuccessAt = new Date();
        return result;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, `${name} failed`);
        return onFailure;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    name,
    lastSuccessAt: () => lastSuccessAt,
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
