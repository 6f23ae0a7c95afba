import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
/** Below this the server sends the file as it is (the same threshold as its own compression). */
const MIN_BYTES = 2048;

/**
 * Writes `file.br` (brotli at its best) and `file.gz` (gzip -9) beside every compressible file of
 * dist/assets, which the server sends as they are (@fastify/static `preCompressed`) instead of
 * compressing each answer on the fly at a fast, weaker setting: ~15 % fewer bytes on the wire for
 * the scripts.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spesa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('assets/') || !COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
