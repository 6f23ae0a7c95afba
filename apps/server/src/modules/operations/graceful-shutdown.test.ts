import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServer, stopProcess } from '../../../../../e2e/support/server';
import { openDatabase } from '../../db/client';
import { createReadiness } from './readiness';

/** The ports of this lane's tests (the e2e suite has 8400–8499). */
const OPERATIONS_PORTS = { first: 8130, last: 8139 };
/** How long the port stays open after SIGTERM, /readyz answering 503 meanwhile. */
const DRAIN_DELAY_MS = 1500;

/** What a request got: its status and body, or status 0 and the connection's error. */
type Outcome = { status: number; body: string };

/** One GET on a connection of its own: 200 is served; anything else (status, reset, refusal) is not. */
function getOnce(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { connection: 'close' }, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', (error) => resolve({ status: 0, body: `response ${error.message}` }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: `${error.code ?? ''} ${error.message}` }));
  });
}

/**
 * The real server process under SIGTERM, behind a stand-in load balancer: 8 clients send a steady
 * stream of catalogue requests while the balancer's health check (/readyz every 100 ms) says ready;
 * SIGTERM mid-load. /readyz turns to 503 'draining' at once, the port stays open for
 * SHUTDOWN_DELAY_MS (longer than the balancer takes to notice), every request sent is answered 200,
 * including those sent after the signal, and the process exits 0 (jobs stopped, PGlite closed).
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('graceful shutdown of the server process', () => {
  let dataDir: string;
  let server: StartedServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'spesa-ops-shutdown-'));
    server = await startServer({
      env: { DATA_DIR: dataDir, SEED: 'test', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: String(DRAIN_DELAY_MS) },
      logFile: path.join(dataDir, 'server.log'),
      ports: OPERATIONS_PORTS,
    });
  }, 240_000);
  afterAll(async () => {
    if (server) await stopProcess(server.process);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request sent to it, says draining at once, and exits 0', { timeout: 120_000 }, async () => {
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.process.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let balancerSendsHere = true;
    let drainingSeen: Outcome | null = null;
    let noticedAt = Number.POSITIVE_INFINITY;
    let signalledAt = Number.POSITIVE_INFINITY;
    const answers: Outcome[] = [];
    let answeredAfterSignal = 0;

    const healthCheck = async () => {
      while (balancerSendsHere) {
        const readyz = await getOnce(`${server.url}/readyz`);
        if (readyz.status !== 200) {
          balancerSendsHere = false;
          drainingSeen = readyz;
          noticedAt = Date.now();
        } else await sleep(100);
      }
    };
    const client = async (query: string) => {
      while (balancerSendsHere) {
        const sentAt = Date.now();
        const answer = await getOnce(`${server.url}/ebsn/api/products?q=${query}&page=1&page_size=12`);
        answers.push(answer);
        if (sentAt > signalledAt && answer.status === 200) answeredAfterSignal++;
      }
    };
    const queries = ['pasta', 'latte', 'caffe', 'pane', 'mele', 'olio', 'acqua', 'riso'];
    const load = Promise.all([healthCheck(), ...queries.map(client)]);

    await sleep(2000);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(8);
    signalledAt = Date.now();
    server.process.kill('SIGTERM');
    await load;
    const { code, signal } = await exited;

    expect(drainingSeen).toEqual({ status: 503, body: JSON.stringify({ status: 'not ready', reason: 'draining' }) });
    // The balancer noticed well within the drain delay, and the process served on until its end.
    expect(noticedAt - signalledAt).toBeLessThan(DRAIN_DELAY_MS / 2);
    expect(Date.now() - signalledAt).toBeGreaterThan(DRAIN_DELAY_MS);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(signal).toBeNull();
    // The port is closed: nothing answers any more.
    expect((await getOnce(`${server.url}/healthz`)).status).toBe(0);
    const log = readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    expect(log).toContain('"msg":"shutting down"');
    expect(log).toContain('"msg":"stopped"');
    expect(log).not.toMatch(/"level":(50|60)/);
  });

  it("left PGlite closed cleanly: a cold copy of DATA_DIR/pgdata (the README's backup) opens as a ready shop database", async () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'spesa-ops-restored-'));
    try {
      cpSync(path.join(dataDir, 'pgdata'), path.join(copy, 'pgdata'), { recursive: true });
      const restored = await openDatabase({ dataDir: copy });
      try {
        expect(await createReadiness(restored.db).check()).toEqual({ ready: true });
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
