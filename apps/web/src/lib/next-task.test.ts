import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks already queued and their own', async () => {
    const seen: string[] = [];
    queueMicrotask(() => {
      seen.push('microtask');
      queueMicrotask(() => seen.push('nested microtask'));
    });
    await nextTask();
    seen.push('next task');
    expect(seen).toEqual(['microtask', 'nested microtask', 'next task']);
  });
});
