import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProviderStandIns } from '../apps/server/src/modules/social-login/testing/provider-stand-ins';
import { personalDataIn } from './support/personal-data-in-logs';
import { prepareE2eSamlIdp } from './support/saml-idp';
import { repoRoot, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shop under test answers, e.g. http://127.0.0.1:8431 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR: its outbox/ holds every e-mail sent, one .eml file each (no SMTP_URL). */
    dataDir: string;
  }
}

/**
 * Starts the real shop once for the e2e project: the built web app, embedded PGlite in a fresh
 * temporary DATA_DIR, the small test catalogue (SEED=test), a free port in 8400–8499. Tests read
 * its address with `inject('baseUrl')`. Stops it and removes the directory at the end.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.log('[e2e] apps/web/dist is missing: building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('[e2e] the web app did not build (npm run build -w apps/web)');
  }

  // Google and Facebook stand-ins (social-login.e2e.ts): the shop is pointed at them by its settings.
  const providerStandIns = await startProviderStandIns();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spesa-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  let server: Awaited<ReturnType<typeof startServer>>;
  // SAML single sign-on (saml-sso.e2e.ts): the shop's settings now, the IdP stand-in once the shop's address is known.
  const samlIdp = prepareE2eSamlIdp(dataDir);
  try {
    // A light proof of work (CHALLENGE_COMPLEXITY): the browser's widget and the suite's helpers solve many.
    server = await startServer({
      // PUSH_SERVICE_DOMAINS: the push test's stubbed subscription names a push service of its own.
      env: {
        DATA_DIR: dataDir,
        SEED: 'test',
        LOG_LEVEL: 'info',
        CHALLENGE_COMPLEXITY: '50',
        PUSH_SERVICE_DOMAINS: 'push.example.net',
        ...samlIdp.env,
        ...providerStandIns.env,
      },
      logFile,
    });
  } catch (error) {
    // The message carries the tail of the server's log: print it whole before vitest shortens it.
    console.error(`[e2e] the shop did not start: ${error instanceof Error ? error.message : error}`);
    rmSync(dataDir, { recursive: true, force: true });
    await providerStandIns.close();
    throw error;
  }
  const idpServer = await samlIdp.start(server.url);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);

  return async () => {
    await idpServer.close();
    await server.stop();
    await providerStandIns.close();
    // No personal data in any line the server wrote during the whole run (decision 0040): a hit fails the run.
    const leaks = existsSync(logFile) ? personalDataIn(readFileSync(logFile, 'utf8')) : [];
    if (leaks.length > 0) {
      // Vitest reports a teardown's error without failing the run: the exit code says it.
      process.exitCode = 1;
      const kept = `${dataDir} (kept)`;
      throw new Error(
        `[e2e] personal data in the server log ${kept}:\n${leaks.map((leak) => `  line ${leak.line}, ${leak.name}: ${leak.text}`).join('\n')}`,
      );
    }
    if (process.env.E2E_KEEP_DATA) console.log(`[e2e] server data and log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
