// Load generation, rotating paths, with our own latency percentiles: autocannon's programmatic API for
// the runs as fast as the connections go, the open-loop generator of steady.mjs for the steady ones.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { STEADY_CONNECTIONS, steadyRun } from './steady.mjs';

/** The headers the web app sends on product calls (DESIGN.md), so the server sees a real client. */
export const clientHeaders = {
  accept: 'application/json',
  'x-ebsn-client': 'production',
  'x-ebsn-client-redirect': 'production',
  'x-ebsn-version': '1.1.26',
};

/**
 * CPU ms spent by the database between two samples: a number, or a Map of backend pid → CPU ms, where
 * each backend alive at the end counts from its start value (or from 0 if it was opened meanwhile).
 */
function databaseDelta(before, after) {
  if (!(after instanceof Map)) return after - before;
  let sum = 0;
  for (const [pid, cpu] of after) sum += Math.max(0, cpu - (before?.get(pid) ?? 0));
  return sum;
}

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Of `items`, the one of median `value` (the lower middle one of an even count); null for none. */
export function medianOf(items, value) {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

const DAMON_ADMIN = '/sys/kernel/mm/damon/admin/kdamonds';

/**
 * The kernel's memory access monitor (DAMON) when a kdamond is running on this machine, as
 * "DAMON paddr, sampled every 500 ms, action pageout"; null when there is none (or no sysfs to ask).
 * On these VMs each sample keeps a CPU busy for ~25–35 ms, every ~0.54 s, beside the server,
 * PostgreSQL and the load generator (decision 0006): the report says when it was on.
 */
export function kernelMemoryMonitor() {
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      return null;
    }
  };
  let kdamonds = [];
  try {
    kdamonds = readdirSync(DAMON_ADMIN).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const running = kdamonds.filter((name) => read(`${DAMON_ADMIN}/${name}/state`) === 'on');
  if (running.length === 0) return null;
  return running
    .map((name) => {
      const context = `${DAMON_ADMIN}/${name}/contexts/0`;
      const sampleUs = Number(read(`${context}/monitoring_attrs/intervals/sample_us`));
      const action = read(`${context}/schemes/0/action`);
      return `DAMON ${read(`${context}/operations`) ?? '?'}, sampled every ${sampleUs / 1000} ms${action ? `, action ${action}` : ''}`;
    })
    .join('; ');
}

/**
 * Where a run is in its paths: runs given the same cursor carry on where the last one stopped, so a
 * log of distinct requests is not asked again from its start by the next run (a warm-up, a steady run).
 */
export const pathCursor = () => ({ next: 0 });

function rotating(paths, cursor = pathCursor()) {
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        request.path = paths[cursor.next % paths.length];
        cursor.next++;
        return request;
      },
    },
  ];
}

/** The answer cache's X-Answer-Cache header (hit, miss, off) counted over a run's answers. */
export function cacheTally() {
  const counts = { hit: 0, miss: 0, off: 0 };
  return {
    counts,
    /** From undici's headers (an object) or autocannon's raw ones (a flat name, value list). */
    count(headers) {
      let value;
      if (Array.isArray(headers)) {
        for (let i = 0; i < headers.length; i += 2)
          if (String(headers[i]).toLowerCase() === 'x-answer-cache') value = String(headers[i + 1]);
      } else value = headers?.['x-answer-cache'];
      if (value && value in counts) counts[value]++;
    },
  };
}

/** The hit rate of a run's counted answers: null when none said (no catalogue answer, or an older server). */
export function cacheHitRate(counts) {
  const total = counts.hit + counts.miss + counts.off;
  return total === 0 ? null : counts.hit / total;
}

async function fire({ url, paths, connections, duration, onResponse, cursor, tally }) {
  const instance = autocannon({
    url,
    connections,
    duration,
    headers: clientHeaders,
    requests: rotating(paths, cursor),
    timeout: 10,
    ...(tally ? { setupClient: (client) => client.on('headers', (opts) => tally.count(opts.headers)) } : {}),
  });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/** `connections` clients as fast as they go (a closed loop), latencies from every response. */
async function closedLoop({ url, paths, connections, duration, warmup, beforeMeasured, cursor, tally }) {
  if (warmup > 0) await fire({ url, paths, connections, duration: warmup, cursor });
  if (beforeMeasured) await beforeMeasured();
  const latencies = [];
  const result = await fire({
    url,
    paths,
    connections,
    duration,
    cursor,
    tally,
    onResponse: (_client, _status, _bytes, responseTime) => latencies.push(responseTime),
  });
  latencies.sort((a, b) => a - b);
  const total = result.requests.total;
  return {
    load: `${connections} connections`,
    seconds: result.duration,
    requests: total,
    rps: total / result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    bytesPerResponse: total ? result.throughput.total / total : 0,
  };
}

/**
 * One measured run: `connections` clients as fast as they go (throughput), or a steady `overallRate`
 * req/s, open loop (steady.mjs: evenly spaced sends, latency from each request's scheduled time). A
 * warm-up run of the same load first when `warmup` seconds are given. `sampleCpu` (optional) returns
 * cumulative CPU ms of the server and of the database, read before and after the measured run.
 */
export async function measure({ url, paths, connections, overallRate, duration, warmup = 0, sampleCpu, cursor = pathCursor() }) {
  let before = null;
  const beforeMeasured = sampleCpu ? async () => (before = await sampleCpu()) : undefined;
  const tally = cacheTally();
  const result = overallRate
    ? await steadyRun({
        url,
        rate: overallRate,
        duration,
        warmup,
        beforeMeasured,
        next: () => ({ path: paths[cursor.next++ % paths.length], headers: clientHeaders }),
        onHeaders: (headers) => tally.count(headers),
      })
    : await closedLoop({ url, paths, connections, duration, warmup, beforeMeasured, cursor, tally });
  const after = sampleCpu ? await sampleCpu() : null;
  const total = result.requests;
  const cpu =
    before && after
      ? {
          serverMsPerRequest: total ? (after.server - before.server) / total : null,
          databaseMsPerRequest: total && after.database !== null ? databaseDelta(before.database, after.database) / total : null,
          serverCores: (after.server - before.server) / 1000 / result.seconds,
        }
      : null;
  return {
    ...result,
    connections: overallRate ? STEADY_CONNECTIONS : connections,
    overallRate: overallRate ?? null,
    loadAverage: os.loadavg()[0],
    cpu,
    // What the answer cache did for the measured answers (the warm-up's are not counted).
    cache: { ...tally.counts, hitRate: cacheHitRate(tally.counts) },
    // How many distinct paths the run could ask, and how far into them it got (a log's wrap-around shows).
    distinctPaths: paths.length,
  };
}

/** Service time without concurrency: `count` requests one after the other, rotating the paths. */
export async function serial(url, paths, count = 60) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await fetch(`${url}${paths[i % paths.length]}`, { headers: clientHeaders });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (!answer.ok) failures++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), failures };
}
