// Load generation with autocannon's programmatic API, rotating paths, with our own latency percentiles.
import os from 'node:os';
import autocannon from 'autocannon';

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

function rotating(paths) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        request.path = paths[next % paths.length];
        next++;
        return request;
      },
    },
  ];
}

async function fire({ url, paths, connections, overallRate, duration, onResponse }) {
  const instance = autocannon({
    url,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    headers: clientHeaders,
    requests: rotating(paths),
    timeout: 10,
  });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/**
 * One measured run: `connections` clients as fast as they go (throughput), or a steady
 * `overallRate` req/s. A short warm-up run first when `warmup` seconds are given. `sampleCpu` (optional)
 * returns cumulative CPU ms of the server and of the database, read before and after the run.
 */
export async function measure({ url, paths, connections, overallRate, duration, warmup = 0, sampleCpu }) {
  if (warmup > 0) await fire({ url, paths, connections, overallRate, duration: warmup });
  const latencies = [];
  const before = sampleCpu ? await sampleCpu() : null;
  const result = await fire({
    url,
    paths,
    connections,
    overallRate,
    duration,
    onResponse: (_client, _status, _bytes, responseTime) => latencies.push(responseTime),
  });
  const after = sampleCpu ? await sampleCpu() : null;
  const loadAverage = os.loadavg()[0];
  latencies.sort((a, b) => a - b);
  const total = result.requests.total;
  const seconds = result.duration;
  const cpu =
    before && after
      ? {
          serverMsPerRequest: total ? (after.server - before.server) / total : null,
          databaseMsPerRequest: total && after.database !== null ? databaseDelta(before.database, after.database) / total : null,
          serverCores: (after.server - before.server) / 1000 / seconds,
        }
      : null;
  return {
    load: overallRate ? `${overallRate} req/s steady (${connections} conn.)` : `${connections} connections`,
    connections,
    overallRate: overallRate ?? null,
    seconds,
    requests: total,
    rps: total / seconds,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    bytesPerResponse: total ? result.throughput.total / total : 0,
    loadAverage,
    cpu,
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
