import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRedisReason, testRedisPrefix, testRedisUrl, twoRedisInstances } from '../../../test/redis-url';
import { createMemoryAttemptCounter, loginPairPolicy, resetEmailPolicy } from './attempt-throttle';
import { createRedisAttemptCounter } from './redis-attempt-counter';

describe.skipIf(!testRedisUrl)(`the throttles' counts in Redis${noRedisReason}`, () => {
  const prefix = testRedisPrefix('attempts');
  // Two connections: two instances of the shop counting the same keys.
  const redis = twoRedisInstances(prefix);

  it('waits as the memory counter does: free attempts, then 1 s, 2 s …, forgotten after the window', async () => {
    const counter = createRedisAttemptCounter(redis.first, `${prefix}a:`, loginPairPolicy);
    const start = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt++) expect(await counter.take('a', start)).toBe(0);
    expect(await counter.waitFor('a', start)).toBe(1000);
    expect(await counter.take('a', start + 400)).toBe(600); // refused: not counted
    expect(await counter.attempts('a', start + 400)).toBe(3);
    expect(await counter.waitFor('b', start)).toBe(0);
    expect(await counter.take('a', start + 1000)).toBe(0);
    expect(await counter.waitFor('a', start + 1000)).toBe(2000);
    expect(await counter.waitFor('a', start + 1000 + loginPairPolicy.windowMs + 1)).toBe(0);
    await counter.clear('a');
    expect(await counter.attempts('a', start + 1000)).toBe(0);
    // Redis forgets the key by itself at the end of the window.
    await counter.count('c');
    const ttl = await redis.first.pttl(`${prefix}a:c`);
    expect(ttl).toBeGreaterThan(loginPairPolicy.windowMs - 5000);
    expect(ttl).toBeLessThanOrEqual(loginPairPolicy.windowMs);
  });

  it('answers every sequence of attempts as the memory counter does', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom('waitFor', 'count', 'take', 'attempts', 'clear'),
            key: fc.constantFrom('x', 'y'),
            // Steps that cross the delays (seconds to minutes) and, sometimes, the hour's window.
            advance: fc.integer({ min: 0, max: 40 * 60_000 }),
          }),
          { maxLength: 25 },
        ),
        async (steps) => {
          run++;
          const memory = createMemoryAttemptCounter(resetEmailPolicy);
          const inRedis = createRedisAttemptCounter(redis.first, `${prefix}p${run}:`, resetEmailPolicy);
          let now = 5_000_000;
          for (const { op, key, advance } of steps) {
            now += advance;
            const expected = op === 'clear' ? await memory.clear(key) : await memory[op](key, now);
            const actual = op === 'clear' ? await inRedis.clear(key) : await inRedis[op](key, now);
            expect(actual).toEqual(expected);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('lets exactly the free attempts through when two instances take at the same moment', async () => {
    const onFirst = createRedisAttemptCounter(redis.first, `${prefix}race:`, loginPairPolicy);
    const onSecond = createRedisAttemptCounter(redis.second, `${prefix}race:`, loginPairPolicy);
    const now = Date.now();
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? onFirst : onSecond).take('shopper@example.it|1.2.3.4', now)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(loginPairPolicy.freeAttempts);
    expect(await onSecond.attempts('shopper@example.it|1.2.3.4', now)).toBe(loginPairPolicy.freeAttempts);
  });
});
