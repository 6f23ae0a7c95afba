import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRedisReason, testRedisPrefix, testRedisUrl, twoRedisInstances } from '../../../test/redis-url';
import { createRedisUsedChallenges } from './used-challenges';

describe.skipIf(!testRedisUrl)(`spent challenges in Redis${noRedisReason}`, () => {
  const prefix = testRedisPrefix('challenges');
  // Two connections: two instances of the shop counting the same keys.
  const redis = twoRedisInstances(prefix);

  it('spends a solution once across instances, even sent to both at the same moment, and forgets it after its lifetime', async () => {
    const onFirst = createRedisUsedChallenges(redis.first, prefix, 10 * 60_000);
    const onSecond = createRedisUsedChallenges(redis.second, prefix, 10 * 60_000);
    const id = randomBytes(8).toString('hex');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? onFirst : onSecond).spend(id)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await onFirst.spend(randomBytes(8).toString('hex'))).toBe(true);
    const ttl = await redis.first.pttl(`${prefix}${id}`);
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });
});
