// Starting and stopping the real shop for the bench, and the PostgreSQL database it runs on.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');

/** The ports the bench may use: 8400–8499, or BENCH_PORTS (e.g. 8550-8559) beside other work that uses those. */
const [firstPort, lastPort] = (process.env.BENCH_PORTS ?? '8400-8499').split('-').map(Number);
export const PORT_RANGE = { first: firstPort, last: lastPort ?? firstPort };

function isPortFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A free port in PORT_RANGE, from a random start. */
export async function findFreePort(host = '127.0.0.1', exclude = []) {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = PORT_RANGE.first + ((offset + i) % size);
    if (!exclude.includes(port) && (await isPortFree(port, host))) return port;
  }
  throw new Error(`No free port in ${PORT_RANGE.first}–${PORT_RANGE.last}`);
}

export function tail(file, lines = 40) {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** SIGTERM (clean close of the database), SIGKILL after a grace period. */
export function stopProcess(child, graceMs = 20_000) {
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

/**
 * `node --import tsx apps/server/src/server.ts` on a free port with `env`, output appended to
 * `logFile`; resolves when /version.json answers (the server listens only once migrated and seeded).
 */
export async function startServer({ env, logFile, timeoutMs = 30 * 60_000, host = '127.0.0.1', nodeArgs = [] }) {
  const tried = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await findFreePort(host, tried);
    tried.push(port);
    const fd = openSync(logFile, 'a');
    const started = Date.now();
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://${host}:${port}`,
        ...env,
        PORT: String(port),
        HOST: host,
      },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    let exited = null;
    child.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'exit';
    });
    const url = `http://${host}:${port}`;
    while (exited === null && Date.now() - started < timeoutMs) {
      try {
        const answer = await fetch(`${url}/version.json`, { signal: AbortSignal.timeout(2000) });
        if (answer.ok) return { url, port, pid: child.pid, child, readyMs: Date.now() - started, stop: () => stopProcess(child) };
      } catch {
        // not yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const log = tail(logFile);
    if (exited === null) {
      await stopProcess(child);
      throw new Error(`The server did not answer /version.json within ${timeoutMs / 1000} s. Log tail (${logFile}):\n${log}`);
    }
    if (/EADDRINUSE/.test(log)) continue;
    throw new Error(`The server stopped during start (exit ${exited}). Log tail (${logFile}):\n${log}`);
  }
  throw new Error(`No port could be used (tried ${tried.join(', ')})`);
}

export function databaseUrl(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops (if left over) and creates `name` on the server of `adminUrl`; returns its URL and a dropper. */
export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const { rows } = await admin.query('SHOW server_version');
    return {
      url: databaseUrl(adminUrl, name),
      serverVersion: rows[0].server_version,
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  } finally {
    await admin.end();
  }
}

/** Process ids of the PostgreSQL backends connected to `database` (to sample their CPU). */
export async function backendPids(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

const CLOCK_TICKS = 100;

/** CPU time (user + system) of a process in ms, or 0 when it is gone. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
