import type { Redis } from 'ioredis';

/**
 * Challenges already spent, so a solution cannot be sent twice. A challenge is remembered from its
 * first use until its lifetime has passed: by then `verifySolution` refuses it as expired anyway.
 * Only verified solutions are written, so filling the map costs a proof of work per entry.
 *
 * In this process's memory, right for one server process; with several (REDIS_URL) in Redis behind the
 * same interface (`SET key 1 NX PX lifetime`), as the throttle's counters (decisions 0015, 0041).
 */
export interface UsedChallenges {
  /** Marks `id` as spent: true the first time, false when it already was (a replay). */
  spend(id: string, now?: number): Promise<boolean>;
}

export function createMemoryUsedChallenges(lifetimeMs: number): UsedChallenges {
  const spentUntil = new Map<string, number>();
  let nextSweep = 0;

  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + lifetimeMs / 4;
    for (const [id, until] of spentUntil) if (until <= now) spentUntil.delete(id);
  }

  return {
    async spend(id, now = Date.now()) {
      sweep(now);
      const until = spentUntil.get(id);
      if (until !== undefined && until > now) return false;
      spentUntil.set(id, now + lifetimeMs);
      return true;
    },
  };
}

/** The Redis `UsedChallenges` of several instances: a solution spent on one is refused by all (decision 0041). */
export function createRedisUsedChallenges(redis: Redis, keyPrefix: string, lifetimeMs: number): UsedChallenges {
  return {
    async spend(id) {
      return (await redis.set(`${keyPrefix}${id}`, '1', 'PX', lifetimeMs, 'NX')) === 'OK';
    },
  };
}
