// Where the server's own CPU goes for one case: the server started with `--cpu-prof`, loaded for a
// few seconds with that case alone, stopped, and its profile summarised by function and by package.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure } from './load.mjs';
import { root, startServer } from './server.mjs';

/** 'node_modules/fastify/…' → 'fastify', app sources by workspace, Node's own code as 'node:internal'. */
function ownerOf(url) {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return 'node:internal';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = file.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? 'node_modules');
  }
  if (file.startsWith(root)) return path.relative(root, file).split('/').slice(0, 2).join('/');
  return file;
}

/** Self time per function and per package, as shares of the profile's samples. */
export function summarise(profile, { top = 12, lastSeconds } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // Only the samples of the last `lastSeconds` (the load), not the start of the server.
  const from = lastSeconds ? profile.endTime - lastSeconds * 1e6 : Number.NEGATIVE_INFINITY;
  const selfSamples = new Map();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < from) return;
    total++;
    selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  });
  const functions = new Map();
  const owners = new Map();
  let idle = 0;
  for (const [id, count] of selfSamples) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += count;
      continue;
    }
    const owner = /^\(.*\)$/.test(frame.functionName) ? frame.functionName : ownerOf(frame.url);
    const where = frame.url ? `${ownerOf(frame.url)}:${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + count);
    owners.set(owner, (owners.get(owner) ?? 0) + count);
  }
  const busy = total - idle;
  const share = (count) => (busy ? count / busy : 0);
  const sorted = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => ({ name, share: share(count) }));
  return { samples: total, busyShare: total ? busy / total : 0, functions: sorted(functions), owners: sorted(owners) };
}

/**
 * For each case: a server started with --cpu-prof on `env` (an already seeded database), `seconds`
 * of load at `connections`, then the profile summarised.
 */
export async function profileCases({ env, cases, seconds = 6, connections = 50, workDir }) {
  const results = [];
  for (const benchCase of cases) {
    const dir = mkdtempSync(path.join(workDir ?? os.tmpdir(), `cpu-${benchCase.id}-`));
    const server = await startServer({
      env,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
      logFile: path.join(dir, 'server.log'),
    });
    let run;
    try {
      // A second of warm-up so the profile shows the steady state, not the start.
      await measure({ url: server.url, paths: benchCase.paths, connections, duration: 1 });
      run = await measure({ url: server.url, paths: benchCase.paths, connections, duration: seconds });
    } finally {
      await server.stop();
    }
    // The profile of the server process (the largest, should a worker have written one too).
    const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
    const largest = files
      .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }))
      .sort((a, b) => b.text.length - a.text.length)[0];
    results.push({
      id: benchCase.id,
      name: benchCase.name,
      rps: run.rps,
      // The run plus the stop (a few hundred ms): the start and the warm-up are left out.
      summary: largest ? summarise(JSON.parse(largest.text), { lastSeconds: seconds + 0.4 }) : null,
    });
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
