/**
 * Times the catalogue's own work (the SQL and the mapping, not the answer cache) on a seeded catalogue,
 * the way docs/decisions/0001-search.md reports it:
 *   npx tsx apps/server/src/modules/catalogue/measure-search.ts [large|default|test] [postgres://…|dir:/path]
 * Without a target it opens PGlite in memory; a `dir:` target is a PGlite data directory. An empty
 * database is migrated and seeded; an already seeded one is used as it is (so a run can be repeated).
 * Each request goes to a fresh product service (nothing remembered: no answers, facet counts or plans),
 * 100 per kind after one warm-up round; it prints wall-clock p50/p95, this process's CPU time per
 * request (for PGlite it includes the database) and, for PostgreSQL, its backends' CPU per request:
 * the CPU figures stay meaningful on a busy machine.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_TENANT_ID, searchSynonymsOf } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import type { SeedPreset } from '../../config/env';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/index';
import { createSnapshotCache } from './catalogue-snapshot';
import { createFacetTableCache, createLexemeIndexCache, createProductService } from './product.service';
import { ensureSearchLexicon } from './search.repository';
import { createSearchPlanner } from './search.service';

const searches: Record<string, string[]> = {
  'exact words': ['latte', 'mozzarella', 'parmigiano', 'biscotti', 'penne rigate', 'pasta'],
  'no accents': ['caffe', 'caffe macinato', 'te verde', 'gnocchi di patate'],
  'plural/stem': ['mela', 'pesca', 'pomodoro', 'formaggio'],
  misspelt: ['parmiggiano', 'mozarella', 'biscoti', 'yogurth', 'capuccino'],
  prefix: ['parmig', 'mozz', 'bisc', 'olio extrav', 'caff'],
  'split, joined, synonym (0028)': ['olio extra vergine', 'uovafresca', 'pan carre', 'coca cola', 'the verde'],
  'relaxed (0028)': ['latte di mucca intero', 'pasta xqzw', 'biscotti senza zucchero bio'],
};
const suggestPrefixes = ['parm', 'mozz', 'lat', 'pas', 'caf', 'bisc', 'pomo', 'olio', 'pros', 'yog'];
const RUNS = 100;

const preset = (process.argv[2] ?? 'large') as SeedPreset;
const target = process.argv[3];
const handle = await openDatabase(
  !target ? { memory: true } : target.startsWith('dir:') ? { dataDir: target.slice(4) } : { url: target },
);
const { db } = handle;
let started = performance.now();
await runMigrations(handle);
const count = async () =>
  Number(((await db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
if ((await count()) === 0) {
  await seedDatabase(db, { preset });
  console.log(`${handle.kind}, preset ${preset}: migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log(`${handle.kind}: ${await count()} products already seeded`);
}
await ensureSearchLexicon(db);
// What an app loads once and keeps (the snapshot, the facet attributes, the inverted documents) is shared; what it remembers
// per request kind (plans, facet counts, answers) starts empty for each request.
const snapshot = createSnapshotCache(db);
const facetTable = createFacetTableCache(db);
const lexemeIndex = createLexemeIndexCache(db);
await Promise.all([snapshot(), facetTable(), lexemeIndex.load()]);
const synonyms = searchSynonymsOf(DEFAULT_TENANT_ID);
const fresh = () => createProductService(db, snapshot, createSearchPlanner(db, synonyms), facetTable, lexemeIndex);

/** CPU ms (user + system) of this database's PostgreSQL backends, read from /proc (same machine). */
async function databaseCpuMs(): Promise<number | null> {
  if (handle.kind !== 'postgres') return null;
  const result = await db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`);
  let total = 0;
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone, or another machine
    }
  }
  return total;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((p / 100) * (values.length - 1))] ?? 0;
async function time(label: string, calls: (() => Promise<unknown>)[]) {
  for (const call of calls) await call();
  const wall: number[] = [];
  const cpu: number[] = [];
  const databaseBefore = await databaseCpuMs();
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    await calls[run % calls.length]?.();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  const databaseAfter = await databaseCpuMs();
  const ms = (value: number) => value.toFixed(1).padStart(6);
  const databaseText =
    databaseBefore === null || databaseAfter === null ? '' : ` | db cpu/req ${ms((databaseAfter - databaseBefore) / RUNS)}`;
  const average = cpu.reduce((sum, value) => sum + value, 0) / RUNS;
  console.log(
    `${label.padEnd(30)} p50 ${ms(percentile(wall, 50))} p95 ${ms(percentile(wall, 95))} ms | cpu/req ${ms(average)} p95 ${ms(percentile(cpu, 95))}${databaseText}`,
  );
}

const listing = (query: Record<string, unknown>) => () =>
  fresh().list({ page: 1, page_size: 24, ...query } as Parameters<ReturnType<typeof fresh>['list']>[0]);
for (const [kind, queries] of Object.entries(searches)) {
  await time(
    `search, ${kind}`,
    queries.map((q) => listing({ q })),
  );
}
await time(
  'search, page 2 (same service)',
  ((service) => searches['exact words']?.map((q) => () => service.list({ q, page: 2, page_size: 24 })) ?? [])(fresh()),
);
await time(
  'suggest',
  suggestPrefixes.map((q) => () => fresh().suggest(q)),
);
const departments = await db.execute(sql`SELECT category_id FROM categories WHERE depth = 1 ORDER BY position LIMIT 4`);
const departmentIds = (departments as unknown as { rows: { category_id: number }[] }).rows.map((row) => row.category_id);
await time(
  'listing, department',
  departmentIds.map((id, index) => listing({ parent_category_id: id, page: index + 1 })),
);
await time('listing, whole catalogue', [listing({}), listing({ page: 3 }), listing({ promo: true })]);
await handle.close();
