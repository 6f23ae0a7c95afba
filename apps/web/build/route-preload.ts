import path from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** A page a visit can start on: the paths it answers (RegExp source, on location.pathname) and its route modules. */
export type LandingRoute = { path: string; modules: string[] };

/**
 * Puts a few lines in index.html that, before the entry runs, ask for the code of the page the
 * visit starts on (its lazy route modules and their imports, as `modulepreload` links). Without
 * them the browser learns of that code only once the entry has downloaded and run, and the page's
 * data waits for it: one round trip more before the largest paint. Hints only: a path that matches
 * none of `routes` loads as before.
 */
export function routePreload(routes: LandingRoute[]): Plugin {
  let root = process.cwd();
  return {
    name: 'spesa-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const table = routes.map(({ path: pattern, modules }) => {
          const files = new Set<string>();
          const visit = (chunk: OutputChunk | undefined) => {
            if (!chunk || files.has(chunk.fileName) || alreadyLoaded.has(chunk.fileName)) return;
            files.add(chunk.fileName);
            for (const imported of chunk.imports) visit(byFile.get(imported));
          };
          for (const module of modules) {
            const chunk = byModule.get(path.resolve(root, module));
            if (!chunk) throw new Error(`routePreload: ${module} is in no chunk (moved?)`);
            visit(chunk);
          }
          return [pattern, [...files].map((file) => `/${file}`)];
        });
        const script = `(function(t){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(location.pathname)){t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)});return}})(${JSON.stringify(table)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
