import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * What the several-instances test runs: real server processes (`tsx src/server.ts`), a round-robin
 * proxy in front of them (no sticky sessions, as a plain load balancer), and an `inject` over HTTP so
 * the API helpers of the server tests (checkoutClient, staffClient, loginForm…) call through the proxy.
 */

export type ServerProcess = { port: number; output: () => string; stop: () => Promise<void> };

const serverDir = path.resolve(import.meta.dirname, '..');

/** Starts `tsx src/server.ts` on `port` with `env`; answers once it answers HTTP. */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  readyWithinMs = 90_000,
): Promise<ServerProcess> {
  // Something else answering on the port would pass for this server.
  if (await answersOn(port)) throw new Error(`port ${port} is already in use`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited at start:\n${output.slice(-3000)}`);
    if (await answersOn(port)) return { port, output: () => output, stop };
    if (Date.now() - start > readyWithinMs) {
      await stop();
      throw new Error(`server on port ${port} not ready after ${readyWithinMs} ms:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function answersOn(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/ebsn/api/auth/test`);
    return true;
  } catch {
    return false;
  }
}

/** Starts them all at once; if one fails, stops those that started, then fails. */
export async function startServerProcesses(ports: number[], env: Record<string, string>): Promise<ServerProcess[]> {
  const outcomes = await Promise.allSettled(ports.map((port) => startServerProcess(port, env)));
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((instance) => instance.stop()));
    throw failed.reason;
  }
  return started;
}

export type RoundRobinProxy = { url: string; servedBy: () => number[]; close: () => Promise<void> };

/**
 * A load balancer at its plainest: each request to the next backend in turn, whoever sent it. The
 * answer says which backend served it (X-Served-By), and `servedBy` counts the requests per backend.
 */
export async function startRoundRobinProxy(port: number, backendPorts: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const counts = backendPorts.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const index = next++ % backendPorts.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backendPorts[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(backendPorts[index]) });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    servedBy: () => [...counts],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

type InjectOptions = { method?: string; url: string; headers?: Record<string, string>; payload?: unknown };
// biome-ignore lint/suspicious/noExplicitAny: as Fastify's inject answer, the tests read the JSON they expect.
export type HttpAnswer = { statusCode: number; body: string; headers: Record<string, string>; json: () => any };

/**
 * An object with Fastify's `inject` that sends the request over HTTP to `baseUrl` instead: the test
 * helpers written for `app.inject` then run against real processes.
 */
export function httpInjector(baseUrl: string): FastifyInstance {
  const inject = async ({ method = 'GET', url, headers = {}, payload }: InjectOptions): Promise<HttpAnswer> => {
    const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
    const sent = { ...headers };
    if (body !== undefined && typeof payload !== 'string') sent['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${url}`, { method, headers: sent, body });
    const text = await response.text();
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      answerHeaders[name] = value;
    });
    return {
      statusCode: response.status,
      body: text,
      headers: answerHeaders,
      json: () => JSON.parse(text),
    };
  };
  return { inject } as unknown as FastifyInstance;
}
