/**
 * Times the catalogue calls on a seeded catalogue, the way docs/decisions/0001-search.md reports them:
 *   npx tsx apps/server/src/modules/catalogue/measure-search.ts [large|default|test] [postgres://…]
 * Without a URL it opens PGlite in memory; with one, that database must be empty (it is migrated and
 * seeded). Each kind runs 100 requests through the app (after one warm-up each) and prints wall-clock
 * p50/p95, and for PGlite the process CPU time, which stays meaningful on a busy machine.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig, type SeedPreset } from '../../config/env';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/index';

const kinds: Record<string, string[]> = {
  'search, exact words': ['latte', 'mozzarella', 'parmigiano', 'biscotti', 'penne rigate'],
  'search, no accents': ['caffe', 'caffe macinato', 'te verde', 'gnocchi di patate'],
  'search, plural/stem': ['mela', 'pesca', 'pomodoro', 'formaggio'],
  'search, misspelt': ['parmiggiano', 'mozarella', 'biscoti', 'yogurth', 'capuccino'],
  'search, prefix': ['parmig', 'mozz', 'bisc', 'olio extrav', 'caff'],
};
const RUNS = 100;

const preset = (process.argv[2] ?? 'large') as SeedPreset;
const url = process.argv[3];
const handle = await openDatabase(url ? { url } : { memory: true });
let started = performance.now();
await runMigrations(handle);
await seedDatabase(handle.db, { preset });
console.log(`${handle.kind}, preset ${preset}: migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), db: handle.db });

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((p / 100) * (values.length - 1))] ?? 0;
async function time(label: string, urls: string[]) {
  for (const target of urls) await app.inject({ method: 'GET', url: target });
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    const response = await app.inject({ method: 'GET', url: urls[run % urls.length] as string });
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} for ${urls[run % urls.length]}`);
  }
  const ms = (value: number) => value.toFixed(1).padStart(6);
  const cpuText = handle.kind === 'pglite' ? ` | cpu p50 ${ms(percentile(cpu, 50))} p95 ${ms(percentile(cpu, 95))}` : '';
  console.log(`${label.padEnd(30)} p50 ${ms(percentile(wall, 50))} p95 ${ms(percentile(wall, 95))} ms${cpuText}`);
}

for (const [kind, queries] of Object.entries(kinds)) {
  await time(
    `${kind}`,
    queries.map((q) => `/ebsn/api/products?q=${encodeURIComponent(q)}`),
  );
  await time(
    `suggest, ${kind.replace('search, ', '')}`,
    queries.map((q) => `/ebsn/api/products/suggest?q=${encodeURIComponent(q)}`),
  );
}
const departments = await handle.db.execute(sql`SELECT category_id FROM categories WHERE depth = 1 ORDER BY position LIMIT 4`);
const departmentIds = (departments as unknown as { rows: { category_id: number }[] }).rows.map((row) => row.category_id);
await time(
  'listing, department',
  departmentIds.map((id, index) => `/ebsn/api/products?parent_category_id=${id}&page=${index + 1}`),
);
await time('listing, whole catalogue', ['/ebsn/api/products', '/ebsn/api/products?page=3', '/ebsn/api/products?promo=true']);
await time('category tree', ['/ebsn/api/category?filtered=true']);
await app.close();
await handle.close();
