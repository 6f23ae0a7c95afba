// Where the database time goes: PostgreSQL's auto_explain on the bench database, one request at a
// time per case, the logged statements and plans read back from the server log.
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import pg from 'pg';
import { clientHeaders } from './load.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function postgresLogFile(serverVersion) {
  const dir = '/var/log/postgresql';
  if (!existsSync(dir)) return null;
  const major = String(serverVersion).split('.')[0];
  const candidates = readdirSync(dir).filter((name) => name.endsWith('.log'));
  const preferred = candidates.find((name) => name.startsWith(`postgresql-${major}-`)) ?? candidates[0];
  return preferred ? `${dir}/${preferred}` : null;
}

function readFrom(file, offset) {
  const size = statSync(file).size;
  if (size <= offset) return '';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** auto_explain entries of `database` in a piece of the server log: duration, query text and plan. */
function parseEntries(text, database) {
  const entries = [];
  const blocks = text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  for (const block of blocks) {
    if (!block.includes(`@${database} `)) continue;
    const match = block.match(/duration: ([\d.]+) ms\s+plan:\n([\s\S]*)/);
    if (!match) continue;
    const lines = match[2].split('\n');
    const queryStart = Math.max(
      0,
      lines.findIndex((line) => line.includes('Query Text:')),
    );
    const found = lines.findIndex((line, index) => index > queryStart && /\(cost=|\(actual time=/.test(line));
    const planStart = found < 0 ? lines.length : found;
    entries.push({
      ms: Number(match[1]),
      query: lines
        .slice(queryStart, planStart)
        .join(' ')
        .replace(/^\s*Query Text:/, '')
        .replace(/\s+/g, ' ')
        .trim(),
      plan: (planStart >= 0 ? lines.slice(planStart) : lines)
        .map((line) => line.replace(/^\t/, ''))
        .join('\n')
        .trimEnd(),
    });
  }
  return entries;
}

/**
 * Switches auto_explain on for new connections to `database` (log_analyze, statements of at least
 * `minMs`), waits for the server's pool to renew its idle connections, sends `perCase` requests of
 * each case one at a time, and reads back what PostgreSQL logged. Settings are reset at the end.
 */
export async function explainCases({
  adminUrl,
  database,
  serverVersion,
  url,
  cases,
  minMs = 1,
  perCase = 6,
  idleWaitMs = 12_000,
}) {
  const logFile = postgresLogFile(serverVersion);
  if (!logFile) return { error: 'no PostgreSQL log file under /var/log/postgresql' };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': `${minMs}ms`,
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
    'auto_explain.log_nested_statements': 'on',
  };
  try {
    for (const [name, value] of Object.entries(settings))
      await admin.query(`ALTER DATABASE ${database} SET ${name} = '${value}'`);
    // node-postgres closes a pool connection after 10 s idle: the next ones start with the settings.
    await sleep(idleWaitMs);
    const results = [];
    for (const benchCase of cases) {
      const offset = statSync(logFile).size;
      for (let i = 0; i < perCase; i++) {
        const answer = await fetch(`${url}${benchCase.paths[i % benchCase.paths.length]}`, { headers: clientHeaders });
        await answer.arrayBuffer();
      }
      await sleep(300);
      const entries = parseEntries(readFrom(logFile, offset), database);
      const total = entries.reduce((sum, entry) => sum + entry.ms, 0);
      const slowest = [...entries].sort((a, b) => b.ms - a.ms);
      // One example per distinct statement, slowest first.
      const distinct = [];
      for (const entry of slowest) {
        if (!distinct.some((seen) => seen.query === entry.query)) distinct.push(entry);
      }
      results.push({
        id: benchCase.id,
        name: benchCase.name,
        requests: perCase,
        statements: entries.length,
        databaseMsPerRequest: total / perCase,
        top: distinct.slice(0, 3),
      });
    }
    return { logFile, minMs, results };
  } catch (error) {
    return { error: error.message };
  } finally {
    for (const name of Object.keys(settings)) await admin.query(`ALTER DATABASE ${database} RESET ${name}`).catch(() => {});
    await admin.end();
  }
}
