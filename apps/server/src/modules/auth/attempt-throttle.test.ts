import { describe, expect, it } from 'vitest';
import { createMemoryAttemptCounter, delayAfter, loginPairPolicy } from './attempt-throttle';

describe('growing delays', () => {
  it('lets the first attempts through, then waits 1 s, 2 s, 4 s … never more than the cap', () => {
    const waits = Array.from({ length: 12 }, (_, count) => delayAfter(loginPairPolicy, count));
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
    expect(delayAfter(loginPairPolicy, 10_000)).toBe(30000);
  });

  it('counts per key, makes the next attempt wait from the last one, and forgets after the window', async () => {
    const counter = createMemoryAttemptCounter(loginPairPolicy);
    const start = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt++) expect(await counter.take('a', start)).toBe(0);
    expect(await counter.waitFor('a', start)).toBe(1000);
    expect(await counter.waitFor('a', start + 400)).toBe(600);
    expect(await counter.take('a', start + 400)).toBe(600); // refused: not counted
    expect(await counter.attempts('a', start + 400)).toBe(3);
    expect(await counter.waitFor('b', start)).toBe(0);
    expect(await counter.take('a', start + 1000)).toBe(0);
    expect(await counter.waitFor('a', start + 1000)).toBe(2000);
    expect(await counter.waitFor('a', start + 1000 + loginPairPolicy.windowMs + 1)).toBe(0);
    expect(await counter.attempts('a', start + 1000 + loginPairPolicy.windowMs + 1)).toBe(0);
  });

  it('a clear forgets the key at once', async () => {
    const counter = createMemoryAttemptCounter(loginPairPolicy);
    for (let attempt = 0; attempt < 8; attempt++) await counter.count('a', 0);
    expect(await counter.waitFor('a', 0)).toBe(30000);
    await counter.clear('a');
    expect(await counter.waitFor('a', 0)).toBe(0);
  });
});
