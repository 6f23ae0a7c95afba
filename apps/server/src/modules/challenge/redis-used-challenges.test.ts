import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRedisReason, testRedisPrefix, testRedisUrl } from '../../../test/redis-url';
import { createRedisUsedChallenges } from './used-challenges';

describe.skipIf(!testRedisUrl)(`spent challenges in Redis${noRedisReason}`, () => {
  const prefix = testRedisPrefix('challenges');
  let first: Redis;
  let second: Redis;
  beforeAll(() => {
    first = new Redis(testRedisUrl as string);
    second = new Redis(testRedisUrl as string);
  });
  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
    await first.quit();
    await second.quit();
  });

  it('spends a solution once across instances, even sent to both at the same moment, and forgets it after its lifetime', async () => {
    const onFirst = createRedisUsedChallenges(first, prefix, 10 * 60_000);
    const onSecond = createRedisUsedChallenges(second, prefix, 10 * 60_000);
    const id = randomBytes(8).toString('hex');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? onFirst : onSecond).spend(id)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await onFirst.spend(randomBytes(8).toString('hex'))).toBe(true);
    const ttl = await first.pttl(`${prefix}${id}`);
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });
});
