import type { Plugin } from 'vite';

/**
 * @emotion/react imports hoist-non-react-statics (with its own copy of react-is 16) for `withTheme`
 * alone, which this shop never calls; the package declares no `sideEffects`, so Rollup keeps the
 * CommonJS module in the entry although nothing reads it (about 0.7 KB gzip). It has no side effects:
 * said here, it goes away with `withTheme`, and stays whole if anything ever uses it.
 */
export function unusedHoistStatics(): Plugin {
  return {
    name: 'spesa-unused-hoist-statics',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/hoist-non-react-statics\//.test(id.replaceAll('\\', '/'))) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
