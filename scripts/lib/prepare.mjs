// Shared by `npm start` and `npm test`: make a fresh clone ready without any other step first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Runs a command in the repository root, inheriting the terminal; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs the dependencies when they are missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(installed) && newestMtime(installed) >= newestMtime(lock)) return;
  console.log('Installing dependencies…');
  // `npm install` rather than `npm ci`: it honours the lock file too, and npm 11 writes lock files
  // without other platforms' optional packages, which its own `npm ci` then refuses as out of sync.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds the web app when its sources (or the shared domain) changed since the last build. */
export function ensureWebBuild() {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/domain/src'];
  const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
