// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardPreloadHelper } from './chunk-load-guard';

describe('chunkLoadGuard', () => {
  const helper =
    'const seen = {};export const __vitePreload = function preload(baseModule, deps, importerUrl) { return baseModule(); }';

  it("routes every lazy import of Vite's helper through withChunkTimeout", async () => {
    const guarded = guardPreloadHelper(helper, '/shop/src/lib/chunk-reload.ts');
    expect(guarded).toContain('import { withChunkTimeout as __withChunkTimeout } from "/shop/src/lib/chunk-reload.ts";');
    expect(guarded).toContain('const __vitePreloadBase = function preload');
    expect(guarded).toContain('__vitePreloadBase(() => __withChunkTimeout(baseModule), deps, importerUrl)');
    // The module still exports the one name Vite's output calls.
    expect(guarded?.match(/export const __vitePreload\b/g)).toHaveLength(1);
  });

  it('refuses a helper of another shape (the build then fails rather than lose the rule)', () => {
    expect(guardPreloadHelper('export function __vitePreload() {}', '/x.ts')).toBeNull();
  });
});
