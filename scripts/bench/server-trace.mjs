// A diagnostic preload for the bench's servers: every 100 ms the event loop's longest delay, and each
// garbage collection pausing over 2 ms, appended to BENCH_SERVER_TRACE (default /tmp/spesa-server-trace.log)
// as lines `epoch-ms loop max-ms` and `epoch-ms gc pause-ms kind` (1 scavenge, 4 mark-compact,
// 8 incremental marking). Set beside a steady run's BENCH_STEADY_TIMELINE, it tells whether slow
// requests wait on the server's own pauses. Used as:
//   BENCH_SERVER_NODE_ARGS="--import ./scripts/bench/server-trace.mjs" BENCH_STEADY_TIMELINE=/tmp/timeline.txt node scripts/bench/cart.mjs
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

const file = process.env.BENCH_SERVER_TRACE ?? '/tmp/spesa-server-trace.log';
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
setInterval(() => {
  appendFileSync(file, `${Date.now()} loop ${(loopDelay.max / 1e6).toFixed(1)}\n`);
  loopDelay.reset();
}, 100).unref();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.duration > 2)
      appendFileSync(
        file,
        `${Math.round(performance.timeOrigin + entry.startTime)} gc ${entry.duration.toFixed(1)} ${entry.detail?.kind ?? ''}\n`,
      );
}).observe({ entryTypes: ['gc'] });
