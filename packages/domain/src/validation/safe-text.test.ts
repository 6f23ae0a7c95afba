import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSafeText, unsafeTextPath, withSafeTexts } from './safe-text';

describe('safe texts: no NUL, no lone surrogate', () => {
  it('accepts Italian text, emoji (surrogate pairs) and symbols', () => {
    for (const text of ['Caffè è già pronto', 'Spesa 🛒💥', '€ 12,50', '']) expect(isSafeText(text)).toBe(true);
  });

  it('refuses a NUL and either half of a surrogate pair on its own', () => {
    for (const text of ['a\u0000b', '\u0000', '\ud800', 'x\udfff y', '\udc00\ud800', '🛒'.slice(0, 1)])
      expect(isSafeText(text)).toBe(false);
  });

  it('names the value, or the object of a bad key, however deep', () => {
    expect(unsafeTextPath({ items: [{ infos: { notes: 'ok' } }, { infos: { notes: 'a\u0000' } }] })).toEqual([
      'items',
      1,
      'infos',
      'notes',
    ]);
    expect(unsafeTextPath({ params: { 'cut\ud800': 'x' } })).toEqual(['params']);
    expect(unsafeTextPath({ name: 'Lista', quantity: 3, tags: ['a', null, true] })).toBeNull();
  });

  it('walks 100,000 nested arrays in one visit each', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    const started = Date.now();
    expect(unsafeTextPath(deep)).toHaveLength(100_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('checks before the schema: the field is named with the Italian text', () => {
    const result = withSafeTexts(z.object({ name: z.string().max(5) })).safeParse({ name: 'a\u0000b' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'Il testo contiene caratteri non validi.' }),
    ]);
  });
});
