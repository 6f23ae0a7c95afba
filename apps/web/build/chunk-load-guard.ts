import type { Plugin } from 'vite';

/** Vite's module behind every lazy import of a build (`__vitePreload(() => import('./x.js'), deps)`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const EXPORT = 'export const __vitePreload = ';

/**
 * `code` (Vite's preload helper) with every lazy import going through `withChunkTimeout` of
 * `guardModule`: the import fails once it has taken longer than the spec's 120 s, and that failure,
 * like a chunk that is gone after a deployment, reaches Vite's `vite:preloadError`, where
 * lib/chunk-reload.ts reloads the page once. Null when the helper no longer has the expected shape.
 */
export function guardPreloadHelper(code: string, guardModule: string): string | null {
  if (!code.includes(EXPORT)) return null;
  return [
    `import { withChunkTimeout as __withChunkTimeout } from ${JSON.stringify(guardModule)};`,
    code.replace(EXPORT, 'const __vitePreloadBase = '),
    'export const __vitePreload = (baseModule, deps, importerUrl) =>',
    '  __vitePreloadBase(() => __withChunkTimeout(baseModule), deps, importerUrl);',
  ].join('\n');
}

/**
 * Every lazy chunk of the build (routes, dialogs, drawers, later texts) under the chunk-reload rule
 * in one place, rather than each `import()` of the app wrapped by hand. The build fails if Vite's
 * helper changes shape, so the rule is never silently lost.
 */
export function chunkLoadGuard(guardModule: string): Plugin {
  return {
    name: 'spesa-chunk-load-guard',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      const guarded = guardPreloadHelper(code, guardModule);
      if (guarded === null) this.error(`chunk-load-guard: ${PRELOAD_HELPER_ID} has no "${EXPORT.trim()}"`);
      return { code: guarded, map: null };
    },
  };
}
