// A steady, open-loop load: requests leave at evenly spaced scheduled times whatever the answers do,
// and each latency runs from the request's scheduled send time to the end of its answer's body
// (as wrk2 does), so time spent queueing — in the server, in the sockets, or waiting for a free
// connection — is counted and cannot hide behind a slow answer (coordinated omission).
//
// Why not autocannon's `overallRate`: each autocannon connection sends back to back until it has used
// its share of the second, then idles until a 1-second timer resets it, so every second starts with
// the whole second's requests in a burst at full concurrency: its latencies are those of a saturated
// closed loop (p50 ≈ connections ÷ throughput), not of requests arriving at a steady rate.
// Node's global fetch is not used either: its per-request overhead and stream bookkeeping make the
// generator's own time part of every latency under load. undici's Pool keeps plain keep-alive sockets.
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { percentile } from './load.mjs';

/** Keep-alive connections the generator may open: enough that a request rarely waits for a socket. */
export const STEADY_CONNECTIONS = 64;

/** How the report says steady runs are made. */
export const STEADY_TEXT = `Steady rows are an open loop (scripts/bench/steady.mjs): requests leave at evenly spaced times (1 ÷ rate apart) whatever the answers do, over up to ${STEADY_CONNECTIONS} keep-alive connections, and each latency runs from the request's scheduled send time to the end of its answer, so queueing counts; req/s is what was answered.`;

/** How the report describes a steady run. */
export function steadyLoadText(rate) {
  return `${rate} req/s steady (open loop)`;
}

/**
 * Sends `rate` req/s for `duration` seconds, the i-th request at start + i × (1000 / rate) ms, each made
 * by `next(i)` as { method = 'GET', path, headers, body }. Late timer ticks send every request whose
 * time has passed. Waits for every answer (or its timeout) before answering the run's numbers.
 * `warmup` seconds of the same load first (not measured); `beforeMeasured()` runs between the two (a
 * CPU sample, say). Latencies in ms.
 */
export async function steadyRun({
  url,
  rate,
  duration,
  next,
  warmup = 0,
  beforeMeasured,
  connections = STEADY_CONNECTIONS,
  timeoutMs = 10_000,
  onHeaders,
}) {
  const pool = new Pool(url, {
    connections,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  });
  try {
    if (warmup > 0) await schedule(pool, url, { rate, duration: warmup, next });
    if (beforeMeasured) await beforeMeasured();
    return await schedule(pool, url, { rate, duration, next, onHeaders });
  } finally {
    await pool.close().catch(() => pool.destroy());
  }
}

/** One open-loop run on `pool`; answers its summary. */
async function schedule(pool, origin, { rate, duration, next, onHeaders }) {
  const total = Math.max(1, Math.round(rate * duration));
  const interval = 1000 / rate;
  // By request: NaN until answered (and for a request that failed).
  const latencies = new Float64Array(total).fill(Number.NaN);
  const sendLags = new Float64Array(total);
  // ms from the scheduled time to the answer's status line (BENCH_STEADY_TIMELINE).
  const headersAt = new Float64Array(total);
  const statuses = {};
  let answered = 0;
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let bytes = 0;
  let lastEnd = 0;
  const inFlight = new Set();

  const done = (scheduledAt, statusCode, size, index) => {
    const end = performance.now();
    latencies[index] = end - scheduledAt;
    answered++;
    lastEnd = Math.max(lastEnd, end);
    bytes += size;
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode < 200 || statusCode > 299) non2xx++;
  };
  const failed = (error) => {
    if (/TIMEOUT/.test(error.code ?? '')) timeouts++;
    else errors++;
  };
  // undici's dispatch with a handler that only counts the body's bytes: no stream per answer, so the
  // generator's own CPU (which shares the machine with the server) stays small for 100 KB answers.
  const send = (index, scheduledAt) =>
    new Promise((resolve) => {
      const { method = 'GET', path, headers, body } = next(index);
      sendLags[index] = performance.now() - scheduledAt;
      let statusCode = 0;
      let size = 0;
      pool.dispatch(
        { origin, method, path, headers, body },
        {
          onRequestStart() {},
          onResponseStart(_controller, status, headers) {
            statusCode = status;
            onHeaders?.(headers);
            headersAt[index] = performance.now() - scheduledAt;
          },
          onResponseData(_controller, chunk) {
            size += chunk.length;
          },
          onResponseEnd() {
            done(scheduledAt, statusCode, size, index);
            resolve();
          },
          onResponseError(_controller, error) {
            failed(error);
            resolve();
          },
        },
      );
    });

  const cpuBefore = process.cpuUsage();
  // A few ms ahead, so the first request is not already late when the loop starts.
  const start = performance.now() + 5;
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const promise = send(sent, start + sent * interval);
        inFlight.add(promise);
        promise.finally(() => inFlight.delete(promise));
        sent++;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all(inFlight);
  const cpu = process.cpuUsage(cpuBefore);

  if (process.env.BENCH_STEADY_TIMELINE)
    writeTimeline(process.env.BENCH_STEADY_TIMELINE, { start, interval, sendLags, latencies, headersAt });
  const measured = latencies.filter((latency) => !Number.isNaN(latency)).sort();
  const lags = sendLags.sort();
  // Achieved rate: the answers over the time from the first scheduled send to the last answer, so a
  // server that falls behind shows fewer req/s than offered.
  const seconds = Math.max(duration, ((lastEnd || performance.now()) - start) / 1000);
  return {
    load: steadyLoadText(rate),
    generator: 'open loop',
    offeredRate: rate,
    seconds,
    sent: total,
    requests: answered,
    rps: answered / seconds,
    errors,
    timeouts,
    non2xx,
    statuses,
    p50: percentile(measured, 50),
    p95: percentile(measured, 95),
    p99: percentile(measured, 99),
    max: measured.length ? measured[measured.length - 1] : Number.NaN,
    bytesPerResponse: answered ? bytes / answered : 0,
    // How late the generator itself sent (its event loop): when these are large, the client is the bottleneck.
    sendLagP99: percentile(lags, 99),
    sendLagMax: lags[lags.length - 1],
    generatorCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / total,
  };
}

/**
 * BENCH_STEADY_TIMELINE=file: each request of a run appended as a line `scheduled latency lag head`
 * (epoch ms of its scheduled send; then ms from that time to the answer's end, to the actual send, and
 * to the answer's status line read), so slow requests can be set beside a server's or PostgreSQL's log
 * of the same moments, and a slow answer's time split into before and after its first bytes. A
 * diagnostic: the report never needs it.
 */
function writeTimeline(file, { start, interval, sendLags, latencies, headersAt }) {
  const origin = performance.timeOrigin;
  const lines = [];
  for (let index = 0; index < latencies.length; index++) {
    const scheduledAt = start + index * interval;
    const times = [latencies[index], sendLags[index], headersAt[index]].map((ms) => ms.toFixed(2));
    lines.push(`${(origin + scheduledAt).toFixed(1)} ${times.join(' ')}`);
  }
  appendFileSync(file, `${lines.join('\n')}\n`);
}
