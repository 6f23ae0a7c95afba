// `npm test`: install what is missing, build the web app for the end-to-end tests, run every suite
// in one vitest run, and close with one line `N passed, N failed` that adds them all up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root } from './lib/prepare.mjs';

ensureDependencies();
ensureWebBuild();

const resultsDir = path.join(root, 'test-results');
const report = path.join(resultsDir, 'vitest.json');
mkdirSync(resultsDir, { recursive: true });
rmSync(report, { force: true });

const vitest = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env } },
);

let summary = '0 passed, 1 failed';
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? 1 : 0);
  const skipped = results.numPendingTests + results.numTodoTests;
  summary = `${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(vitest.status ?? 1);
