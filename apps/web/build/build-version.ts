import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The `<meta name>` of index.html that carries the build's version: the server's /version.json reads it (decision 0033). */
export const BUILD_VERSION_META = 'app-version';

const DOTTED_NUMERIC = /^\d+(\.\d+)*$/;

/**
 * The version of one build: BUILD_VERSION when the pipeline gives one (dotted numerics), otherwise the
 * web package's version followed by the build's UTC time (`0.1.0.20261128053012`), so that every
 * deployment is newer than the one before and the version check of a tab on the old build sees it.
 */
export function buildVersionOf(packageVersion: string, given: string | undefined, now: Date): string {
  if (given !== undefined && given !== '') {
    if (!DOTTED_NUMERIC.test(given))
      throw new Error(`BUILD_VERSION=${JSON.stringify(given)}: must be dotted numerics such as 1.4.0.127`);
    return given;
  }
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${packageVersion}.${stamp}`;
}

/**
 * Gives the app its own version: `import.meta.env.APP_BUILD_VERSION` in the code and a meta tag in
 * index.html (the server answers it as `lastVersion.version`). `vite serve` is version `dev`, which the
 * version check ignores (not dotted numerics).
 */
export function buildVersion(): Plugin {
  let version = 'dev';
  return {
    name: 'spesa-build-version',
    config(_config, { command }) {
      if (command === 'build') {
        const { version: packageVersion } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
          version: string;
        };
        version = buildVersionOf(packageVersion, process.env.BUILD_VERSION, new Date());
      }
      return { define: { 'import.meta.env.APP_BUILD_VERSION': JSON.stringify(version) } };
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: BUILD_VERSION_META, content: version }, injectTo: 'head' }],
  };
}
