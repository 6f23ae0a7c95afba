import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type AttemptCounter, createMemoryAttemptCounter, type DelayPolicy } from '../modules/auth/attempt-throttle';
import { createRedisAttemptCounter } from '../modules/auth/redis-attempt-counter';
import { createMemoryUsedChallenges, createRedisUsedChallenges, type UsedChallenges } from '../modules/challenge/used-challenges';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The attempt counter named `name` (login-pair, reset-email…) under `policy`: in Redis when
     * REDIS_URL is set, so every instance adds to the same counts; in this process's memory otherwise.
     */
    attemptCounter: (name: string, policy: DelayPolicy) => AttemptCounter;
    /** The challenges already spent, remembered `lifetimeMs`: in Redis with REDIS_URL, in memory otherwise. */
    usedChallenges: (lifetimeMs: number) => UsedChallenges;
  }
}

/**
 * What the instances of the shop share besides the database (decisions 0015, 0041; README "Several
 * instances"): the throttles' counts and the spent challenges, in Redis with REDIS_URL, in this
 * process's memory without.
 */
export const sharedStatePlugin = fp(async (app: FastifyInstance) => {
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
  if (!REDIS_URL) {
    app.decorate('attemptCounter', (_name: string, policy: DelayPolicy) => createMemoryAttemptCounter(policy));
    app.decorate('usedChallenges', (lifetimeMs: number) => createMemoryUsedChallenges(lifetimeMs));
    return;
  }
  // A few retries, then the call fails (a 500 the shopper can retry) rather than hanging on a lost Redis.
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  app.decorate('attemptCounter', (name: string, policy: DelayPolicy) =>
    createRedisAttemptCounter(redis, `${REDIS_KEY_PREFIX}throttle:${name}:`, policy),
  );
  app.decorate('usedChallenges', (lifetimeMs: number) =>
    createRedisUsedChallenges(redis, `${REDIS_KEY_PREFIX}challenge-spent:`, lifetimeMs),
  );
});
