import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('zod without eval', () => {
  it('is what zod reads: it neither probes nor uses new Function, which the CSP reports', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    const original = globalThis.Function;
    let built = 0;
    globalThis.Function = new Proxy(original, {
      construct: (target, args) => {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ name: z.string() }).parse({ name: 'Giulia' })).toEqual({ name: 'Giulia' });
    } finally {
      globalThis.Function = original;
    }
    expect(built).toBe(0);
  });
});
