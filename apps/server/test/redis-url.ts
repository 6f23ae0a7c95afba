import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

/** The Redis the tests may use (.ci/run starts one and exports TEST_REDIS_URL), or undefined. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** Why a Redis test is skipped, in its title: a skipped test must say why. */
export const noRedisReason = testRedisUrl ? '' : ' (skipped: neither TEST_REDIS_URL nor REDIS_URL is set)';

/** A key prefix of this test run's own, so tests never meet another run's (or the shop's) keys. */
export const testRedisPrefix = (name: string) => `spesa-test:${name}:${randomBytes(4).toString('hex')}:`;

/**
 * Two connections to the test Redis for one describe block: two instances of the shop sharing its
 * keys. Opened before the block, closed after it with every key under `prefix` removed.
 */
export function twoRedisInstances(prefix: string): { first: Redis; second: Redis } {
  const connections = {} as { first: Redis; second: Redis };
  beforeAll(() => {
    connections.first = new Redis(testRedisUrl as string);
    connections.second = new Redis(testRedisUrl as string);
  });
  afterAll(async () => {
    const keys = await connections.first.keys(`${prefix}*`);
    if (keys.length > 0) await connections.first.del(...keys);
    await connections.first.quit();
    await connections.second.quit();
  });
  return connections;
}
