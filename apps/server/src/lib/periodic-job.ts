import type { FastifyBaseLogger } from 'fastify';

type PeriodicJobOptions<T> = {
  /** What the log says when a round fails: "<name> failed". */
  name: string;
  /** One round; its state lives in the database, so a restart misses nothing. */
  run: () => Promise<T>;
  /** What a failed round answers (the failure is logged, the next round tries again). */
  onFailure: T;
  intervalMs: number;
  log: FastifyBaseLogger;
};

/**
 * A job that runs once at start, then every `intervalMs`, in this process. Rounds never overlap: a
 * round asked for while one runs gets that one's answer. `stop` waits for the round in progress.
 */
export function createPeriodicJob<T>({ name, run, onFailure, intervalMs, log }: PeriodicJobOptions<T>) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  // When a round last succeeded: /metrics reports the time since as the job's lag.
  let lastSuccessAt: Date | null = null;

  const runOnce = (): Promise<T> => {
    running ??= run()
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
