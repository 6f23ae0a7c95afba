import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** A package (node_modules/<name> or <@scope/name>) or a source folder two levels deep: what a module is counted under. */
function groupOf(id: string, root: string): string {
  const modules = id.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = id.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const relative = path.relative(root, id).replace(/\?.*$/, '');
  return relative.split(path.sep).slice(0, 3).join('/');
}

/**
 * `BUNDLE_STATS=<file>`: writes what each chunk is made of (its gzip size, and the share of it each
 * package or source folder takes, by minified length) so that the weight of a page's first load can
 * be traced to its modules without a bundle visualiser. Off otherwise.
 */
export function bundleStats(file = process.env.BUNDLE_STATS): Plugin {
  let root = process.cwd();
  return {
    name: 'spesa-bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (!file) return;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const lines: string[] = [];
      for (const chunk of chunks.sort((a, b) => b.code.length - a.code.length)) {
        const gzip = gzipSync(chunk.code, { level: 9 }).length;
        const raw = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0) || 1;
        const groups = new Map<string, number>();
        for (const [id, module] of Object.entries(chunk.modules)) {
          const group = groupOf(id, root);
          groups.set(group, (groups.get(group) ?? 0) + module.renderedLength);
        }
        const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared';
        lines.push(`${chunk.fileName} (${kind}) ${(gzip / 1024).toFixed(1)} KB gzip, imports: ${chunk.imports.join(' ')}`);
        for (const [group, length] of [...groups].sort((a, b) => b[1] - a[1])) {
          lines.push(`  ${((gzip * length) / raw / 1024).toFixed(1).padStart(6)} KB  ${group}`);
        }
      }
      writeFileSync(file, `${lines.join('\n')}\n`);
    },
  };
}
