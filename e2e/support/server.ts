import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The ports this suite may use (other suites and engineers use other ranges). */
export const PORT_RANGE = { first: 8400, last: 8499 } as const;
export type PortRange = { first: number; last: number };

function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A free port in the range, starting at a random offset so parallel runs rarely collide. */
export async function findFreePort(host = '127.0.0.1', exclude: number[] = [], range: PortRange = PORT_RANGE): Promise<number> {
  const size = range.last - range.first + 1;
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = range.first + ((offset + i) % size);
    if (exclude.includes(port)) continue;
    if (await isPortFree(port, host)) return port;
  }
  throw new Error(`No free port in ${range.first}–${range.last}`);
}

export type StartedServer = { url: string; port: number; process: ChildProcess; logFile: string; stop(): Promise<void> };

export type StartServerOptions = {
  /** Extra environment: DATA_DIR or DATABASE_URL, SEED… */
  env: Record<string, string>;
  logFile: string;
  /** How long to wait for /version.json, in ms. */
  timeoutMs?: number;
  host?: string;
  /** Where to look for a free port when not the e2e suite's range (a server test of its own). */
  ports?: PortRange;
};

/** The last lines of a log file, to explain a failed start. */
export function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Starts the real shop (`node --import tsx apps/server/src/server.ts`) on a free port of the range,
 * its output in `logFile`, and resolves once `/version.json` answers. Retries on another port when
 * the chosen one was taken meanwhile.
 */
export async function startServer({
  env,
  logFile,
  timeoutMs = 180_000,
  host = '127.0.0.1',
  ports = PORT_RANGE,
}: StartServerOptions): Promise<StartedServer> {
  const tried: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await findFreePort(host, tried, ports);
    tried.push(port);
    const url = `http://${host}:${port}`;
    const fd = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      // Production needs PUBLIC_URL: the mails' links point where the browser reaches the shop.
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: url, ...env, PORT: String(port), HOST: host },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    let exited: number | string | null = null;
    child.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'exit';
    });
    const deadline = Date.now() + timeoutMs;
    while (exited === null && Date.now() < deadline) {
      try {
        const answer = await fetch(`${url}/version.json`, { signal: AbortSignal.timeout(2000) });
        if (answer.ok) {
          return {
            url,
            port,
            process: child,
            logFile,
            stop: () => stopProcess(child),
          };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const log = tail(logFile);
    if (exited === null) {
      await stopProcess(child);
      throw new Error(`The server did not answer /version.json within ${timeoutMs / 1000} s. Log tail (${logFile}):\n${log}`);
    }
    if (/EADDRINUSE/.test(log)) continue;
    throw new Error(`The server stopped during start (exit ${exited}). Log tail (${logFile}):\n${log}`);
  }
  throw new Error(`The server could not find a free port (tried ${tried.join(', ')}). Log tail (${logFile}):\n${tail(logFile)}`);
}

/** SIGTERM (the server closes cleanly), then SIGKILL after a grace period. */
export function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
