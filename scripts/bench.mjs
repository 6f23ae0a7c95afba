// `npm run bench`: the shop's API under load on the 50,000-product catalogue, on PostgreSQL and on
// embedded PGlite, plus the web app's first-load JavaScript and Lighthouse mobile runs; writes
// bench/REPORT.md (raw numbers in bench/results/). Not part of `npm test` or CI.
//
// Knobs (environment): BENCH_DURATION (s per run, default 20), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (50),
// BENCH_RATE (steady req/s, 200), BENCH_MODES (postgres,pglite), BENCH_ADMIN_URL
// (postgres://postgres@127.0.0.1:5432/postgres), BENCH_DATABASE (spesa_bench: the database created and dropped
// on that server), BENCH_LIGHTHOUSE_RUNS (5; 0 skips), BENCH_WEB (1; 0 skips the web measures and the web
// build; BENCH_ONLY=web retakes only them), BENCH_EXPLAIN (1; 0 skips the auto_explain query plans), BENCH_CPU_PROFILE (case ids
// whose server CPU is profiled, default listing,search-many,suggest; 0 skips), BENCH_CASES (comma-separated case ids:
// baseline,tree,listing,search,misspelt,search-many,product,suggest,cart,checkout,search-quality; default all;
// issue 24's request-log rows: search-distinct,listing-distinct,suggest-distinct,product-distinct, each also
// run with ANSWER_CACHE=off as <id>-nocache), BENCH_SEED (large; `test` for a dry run),
// BENCH_CHECKOUT_RATE (steady checkouts/s, default 50), BENCH_CHECKOUT_MAX (checkouts/s the 50-connection checkout run
// is sized for, default 250), BENCH_PORTS (the servers' port range, default 8400-8499),
// BENCH_REPORT (where the report goes, its raw numbers beside it; default bench/REPORT.md with bench/results/; a partial run should go elsewhere, e.g.
// BENCH_REPORT=/tmp/report.md BENCH_DURATION=8 BENCH_MODES=postgres BENCH_WEB=0 BENCH_EXPLAIN=0 BENCH_CPU_PROFILE=0).
// Servers listen on a free port in 8400–8499 (scripts/bench/server.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild } from './lib/prepare.mjs';

ensureDependencies();
// Only the web measures need the built app (the API cases run without it).
if (process.env.BENCH_WEB !== '0' || process.env.BENCH_ONLY === 'web') ensureWebBuild();

const { measure, serial, clientHeaders, kernelMemoryMonitor, pathCursor } = await import('./bench/load.mjs');
const { readCatalogue, requestLog } = await import('./bench/request-log.mjs');
const { backendPids, cpuMs, createDatabase, root, startServer } = await import('./bench/server.mjs');
const { firstLoadJs, lighthouseRuns, manifestJs, waitForStableDist } = await import('./bench/web.mjs');
const { renderReport } = await import('./bench/report.mjs');
const { explainCases } = await import('./bench/profile.mjs');
const { profileCases } = await import('./bench/cpu-profile.mjs');
const { benchCartInChild, renderCartSection } = await import('./bench/cart.mjs');
const { benchCheckout, renderCheckoutSection } = await import('./bench/checkout.mjs');
const { describeSearchQuality, measureSearchQuality, renderSearchQualitySection, searchThroughApi } = await import(
  './bench/search-quality.mjs'
);

const config = {
  duration: Number(process.env.BENCH_DURATION ?? 20),
  warmup: Number(process.env.BENCH_WARMUP ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  rate: Number(process.env.BENCH_RATE ?? 200),
  modes: (process.env.BENCH_MODES ?? 'postgres,pglite').split(',').map((mode) => mode.trim()),
  adminUrl: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  // Five: on this shared host one page's score swings by 20 points from run to run; a median of 5 moves less.
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  web: process.env.BENCH_WEB !== '0',
  explain: process.env.BENCH_EXPLAIN !== '0',
  /** Cases whose server CPU is profiled (PostgreSQL mode); empty with BENCH_CPU_PROFILE=0. */
  cpuProfile:
    process.env.BENCH_CPU_PROFILE === '0'
      ? []
      : (process.env.BENCH_CPU_PROFILE ?? 'listing,search-many,suggest').split(',').filter((id) => id !== '1'),
  onlyCases: process.env.BENCH_CASES ? process.env.BENCH_CASES.split(',') : null,
  databaseName: process.env.BENCH_DATABASE ?? 'spesa_bench',
  /** The report's path; unset, bench/REPORT.md for the large seed and bench/results/REPORT-<seed>.md otherwise. */
  reportFile: process.env.BENCH_REPORT ?? null,
  /** Catalogue preset: `large` (50,000 products) for the report; `test` for a quick dry run of the bench itself. */
  seed: process.env.BENCH_SEED ?? 'large',
  /** `web`: only the web measures, merged into the newest full run's numbers. */
  only: process.env.BENCH_ONLY ?? null,
};
{
  // The URL as the report shows it: the bench database, never a password.
  const shown = new URL(config.adminUrl);
  shown.password = '';
  shown.pathname = `/${config.databaseName}`;
  config.databaseUrlShown = shown.toString();
}

const benchDir = path.join(root, 'bench');
const cacheDir = path.join(benchDir, '.cache');
const resultsDir = path.join(benchDir, 'results');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-'));
const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    const step = cleanups.pop();
    await step().catch((error) => console.error(`[bench] cleanup: ${error.message}`));
  }
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

// --- what to ask -----------------------------------------------------------------------------------

const SEARCH_WORDS = [
  'parmigiano',
  'latte',
  'pasta',
  'mozzarella',
  'caffè',
  'biscotti',
  'pomodori',
  'olio extravergine',
  'prosciutto',
  'yogurt',
];
const MISSPELT_WORDS = ['parmiggiano', 'mozarella', 'prosciuto', 'biscoti', 'capuccino', 'pomodorri', 'spagetti', 'yogurth'];
const SUGGEST_PREFIXES = ['parm', 'mozz', 'lat', 'pas', 'caf', 'bisc', 'pomo', 'olio', 'pros', 'yog'];

/**
 * Distinct searches from the products' names (their first word, their first two words), each in three
 * sorts and on three pages, shuffled with a fixed seed: about two thousand different answers.
 */
function manySearches(productNames) {
  const words = new Set();
  for (const name of productNames) {
    const parts = name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part.length > 2 && !/\d/.test(part));
    if (parts[0]) words.add(parts[0]);
    if (parts[1]) words.add(`${parts[0]} ${parts[1]}`);
  }
  const searches = [];
  for (const query of words) {
    for (const sort of [null, 'pri_asc', 'alf_asc']) for (const page of [1, 2, 3]) searches.push({ words: query, sort, page });
  }
  let state = 42;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (let i = searches.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [searches[i], searches[j]] = [searches[j], searches[i]];
  }
  return searches;
}

async function getJson(url) {
  const answer = await fetch(url, { headers: clientHeaders });
  const body = await answer.json().catch(() => null);
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  return body;
}

/** Reads real ids and slugs from the running shop, so every rotated path asks for something that exists. */
async function discover(url) {
  const tree = await getJson(`${url}/ebsn/api/category?depth=3`);
  const departments = (tree.data?.categories ?? []).filter((c) => c.metaData?.category_info?.HIDE_IN_MENU !== 'true');
  if (departments.length === 0) throw new Error('The category tree is empty: is the catalogue seeded?');
  const slugs = [];
  const names = [];
  for (const department of departments) {
    const listing = await getJson(`${url}/ebsn/api/products?parent_category_id=${department.categoryId}&page=1`);
    for (const product of (listing.data?.products ?? []).slice(0, 8)) slugs.push(product.slug);
    for (const product of listing.data?.products ?? []) names.push(product.name);
  }
  const searchWords = [];
  for (const q of [...SEARCH_WORDS, ...MISSPELT_WORDS]) {
    const answer = await getJson(`${url}/ebsn/api/products?q=${encodeURIComponent(q)}&page=1`);
    searchWords.push({ q, totItems: answer.data?.page?.totItems ?? 0, correctedQuery: answer.data?.correctedQuery ?? null });
  }
  const found = (words) => {
    const hits = words.filter((word) => (searchWords.find((w) => w.q === word)?.totItems ?? 0) > 0);
    return hits.length ? hits : words;
  };
  // A category with products deep in the tree, for the category page of the web measures.
  const leaf = departments.find((department) => department.productCount > 0) ?? departments[0];
  // A content page (issue 20) for Lighthouse's SEO category: the first the content API lists.
  const contentPages = await fetch(`${url}/p/wp-json/wp/v2/pages?per_page=1`)
    .then((answer) => (answer.ok ? answer.json() : []))
    .catch(() => []);
  const contentPage = Array.isArray(contentPages) && contentPages[0]?.slug ? contentPages[0].slug : 'chi-siamo';
  const q = (word) => encodeURIComponent(word);
  const cases = [
    // What this machine and harness can do at all: a tiny answer without the database.
    { id: 'baseline', name: 'Baseline /version.json (no database)', paths: ['/version.json'] },
    { id: 'tree', name: 'Category tree', paths: ['/ebsn/api/category?depth=3'] },
    {
      id: 'listing',
      name: 'Category listing',
      paths: departments.map((department) => `/ebsn/api/products?parent_category_id=${department.categoryId}&page=1`),
    },
    {
      id: 'search',
      name: 'Italian search',
      paths: found(SEARCH_WORDS).map((w) => `/ebsn/api/products?q=${q(w)}&page=1`),
      steady: true,
    },
    {
      id: 'misspelt',
      name: 'Misspelt search',
      paths: found(MISSPELT_WORDS).map((w) => `/ebsn/api/products?q=${q(w)}&page=1`),
      steady: true,
    },
    { id: 'product', name: 'Product view', paths: slugs.map((slug) => `/ebsn/api/product/view?slug=${q(slug)}`) },
    // Issue 20: a content page as the web app asks it (the content API, cached in memory, with its ETag).
    { id: 'content', name: 'Content page (/p/wp-json pages by slug)', paths: await contentPagePaths(url), steady: true },
    {
      id: 'suggest',
      name: 'Suggestions',
      paths: SUGGEST_PREFIXES.map((w) => `/ebsn/api/products/suggest?q=${q(w)}`),
      steady: true,
    },
    {
      // Last, so its backlog of computed searches does not slow the cases after it. Searches a shop sees
      // once or twice, not the ten popular words: each path is asked once per round,
      // so the answers are mostly computed (plans and facet counts are shared by a search's pages and sorts).
      id: 'search-many',
      name: 'Search, many different words',
      paths: manySearches(names).map(
        ({ words, sort, page }) => `/ebsn/api/products?q=${q(words)}&page=${page}${sort ? `&sort=${sort}` : ''}`,
      ),
      warmup: 0,
    },
    // Issue 24: the rows drawn from the realistic request log (scripts/bench/request-log.mjs), every
    // path distinct; run again on a server with ANSWER_CACHE=off (`cacheOff`). The headline targets.
    ...(await distinctCases(url)),
  ].filter((benchCase) => !config.onlyCases || config.onlyCases.includes(benchCase.id));
  return {
    cases,
    searchWords,
    pages: [
      { name: 'home', path: '/' },
      { name: 'category', path: `/category/${leaf.slug}` },
      { name: 'product', path: `/product/${slugs[0]}` },
    ],
    /** Lighthouse also scores a content page (its SEO row); the first-load JavaScript stays the three landing pages'. */
    lighthousePages: [{ name: 'page', path: `/page/${contentPage}` }],
  };
}

/**
 * The cases of the request log (decision 0045): searches, category listings with facets, suggestions
 * and product pages, thousands of distinct paths each, made from the catalogue with a fixed seed.
 */
async function distinctCases(url) {
  const wanted = ['search-distinct', 'listing-distinct', 'suggest-distinct', 'product-distinct'];
  if (config.onlyCases && !wanted.some((id) => config.onlyCases.includes(id))) return [];
  const log = requestLog(await readCatalogue(url));
  const distinct = (id, name, paths, steady = false) => ({ id, name, paths, steady, distinct: true });
  return [
    distinct('search-distinct', 'Search, distinct requests (log)', log.searches, true),
    distinct('listing-distinct', 'Category listing with facets, distinct requests (log)', log.listings),
    distinct('suggest-distinct', 'Suggestions as typed, distinct requests (log)', log.suggestions, true),
    distinct('product-distinct', 'Product page, distinct requests (log)', log.products),
  ];
}

/** The content API's page-by-slug calls, one per page the served brand has (`chi-siamo` when it lists none). */
async function contentPagePaths(url) {
  const pages = await getJson(`${url}/p/wp-json/wp/v2/pages?per_page=100`).catch(() => []);
  const slugs = Array.isArray(pages) && pages.length > 0 ? pages.map((page) => page.slug) : ['chi-siamo'];
  return slugs.map((slug) => `/p/wp-json/wp/v2/pages?slug=${encodeURIComponent(slug)}`);
}

// --- one database mode ---------------------------------------------------------------------------------

/** The checkout case (scripts/bench/checkout.mjs) of one mode, when asked for; a failure is reported, not fatal. */
async function checkoutCase(results, mode, database, server) {
  if (config.onlyCases && !config.onlyCases.includes('checkout')) return;
  log(`${mode}: checkout prepare and buy (scripts/bench/checkout.mjs)`);
  results.checkout ??= {};
  results.checkout[mode === 'PostgreSQL' ? 'postgres' : 'pglite'] = await benchCheckout({
    mode,
    database,
    server,
    connections: config.connections,
    rate: Number(process.env.BENCH_CHECKOUT_RATE ?? 50),
    maxRate: Number(process.env.BENCH_CHECKOUT_MAX ?? 250),
    duration: config.duration,
    warmup: config.warmup,
    log,
  }).catch((error) => ({ mode, error: error.message }));
}

async function runCases(url, cases, sampleCpu, { cacheOff = false } = {}) {
  const measured = [];
  for (const benchCase of cases) {
    // A log's runs carry on through it (warm-up, throughput, steady, one at a time): no path asked twice
    // until the log wraps around, which the cache-hit rate then shows.
    const cursor = pathCursor();
    log(`${benchCase.name}${cacheOff ? ' [answer cache off]' : ''}: ${config.connections} connections, ${config.duration} s`);
    const throughput = await measure({
      cursor,
      url,
      paths: benchCase.paths,
      connections: config.connections,
      duration: config.duration,
      warmup: benchCase.warmup ?? config.warmup,
      sampleCpu,
    });
    log(
      `  ${Math.round(throughput.rps)} req/s, p95 ${throughput.p95.toFixed(1)} ms, ${throughput.errors + throughput.non2xx} errors/non-2xx${cacheText(throughput)}`,
    );
    let steady = null;
    if (benchCase.steady) {
      log(`${benchCase.name}: steady ${config.rate} req/s, ${config.duration} s`);
      steady = await measure({
        cursor,
        url,
        paths: benchCase.paths,
        overallRate: config.rate,
        duration: config.duration,
        sampleCpu,
      });
      log(
        `  ${Math.round(steady.rps)} req/s, p95 ${steady.p95.toFixed(1)} ms, ${steady.errors + steady.non2xx} errors/non-2xx${cacheText(steady)}`,
      );
    }
    const serialPaths = benchCase.distinct
      ? [...benchCase.paths.slice(cursor.next % benchCase.paths.length), ...benchCase.paths]
      : benchCase.paths;
    const serialRun = await serial(url, serialPaths, 60);
    measured.push({
      id: cacheOff ? `${benchCase.id}-nocache` : benchCase.id,
      name: cacheOff ? `${benchCase.name}, answer cache off` : benchCase.name,
      throughput,
      steady,
      serial: serialRun,
      ...(benchCase.distinct ? { distinct: true, cacheOff } : {}),
    });
  }
  return measured;
}

/** A run's answer-cache counts for the log line, when the server said them. */
function cacheText(run) {
  if (!run.cache || run.cache.hitRate === null) return '';
  return `, answer cache ${(run.cache.hitRate * 100).toFixed(1)} % hits (${run.cache.hit} hits, ${run.cache.miss} misses, ${run.cache.off} off)`;
}

/**
 * The log's cases again on a server started with ANSWER_CACHE=off (same database): every answer
 * computed, what the catalogue costs without its cache. Appended to the mode's cases as `<id>-nocache`.
 */
async function cacheOffCases(mode, env, cases, sampleCpuOf) {
  const distinctOnes = cases.filter((benchCase) => benchCase.distinct);
  if (distinctOnes.length === 0) return [];
  log(`${mode}: the request log's cases again with ANSWER_CACHE=off`);
  const server = await startServer({
    env: { ...env, ANSWER_CACHE: 'off' },
    logFile: path.join(workDir, `server-${mode.toLowerCase()}-nocache.log`),
  });
  cleanups.push(() => server.stop());
  try {
    return await runCases(server.url, distinctOnes, sampleCpuOf(server), { cacheOff: true });
  } finally {
    await cleanups.pop()();
  }
}

function hashTree(hash, target) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) hashTree(hash, path.join(target, entry));
  } else {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
  }
}

/** The 300 everyday searches (scripts/bench/search-quality.mjs): the share with a relevant product in the first 3. */
async function searchQualityCase(results, url) {
  if (results.searchQuality || (config.onlyCases && !config.onlyCases.includes('search-quality'))) return;
  log('Search quality: the 300 everyday searches, one at a time');
  results.searchQuality = await measureSearchQuality(searchThroughApi(url, clientHeaders)).catch((error) => ({
    error: error.message,
  }));
  log(`  ${results.searchQuality.error ?? describeSearchQuality(results.searchQuality)}`);
}

/** Identifies the seeded PGlite directory: the seed code, migrations, schema and PGlite version. */
function seedStamp() {
  const hash = createHash('sha256');
  for (const target of [
    'apps/server/src/db',
    'apps/server/src/config/env.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ]) {
    hashTree(hash, path.join(root, target));
  }
  return hash.digest('hex').slice(0, 16);
}

async function postgresMode(results) {
  log(`PostgreSQL: creating ${config.databaseName}`);
  const database = await createDatabase(config.adminUrl, config.databaseName);
  cleanups.push(async () => {
    log(`PostgreSQL: dropping ${config.databaseName}`);
    await database.drop();
  });
  results.env.postgres = database.serverVersion;
  log(`PostgreSQL: starting the server, SEED=${config.seed} (migrating and seeding)…`);
  const server = await startServer({
    env: { DATABASE_URL: database.url, SEED: config.seed },
    logFile: path.join(workDir, 'server-postgres.log'),
  });
  cleanups.push(() => server.stop());
  log(`PostgreSQL: ready in ${(server.readyMs / 1000).toFixed(1)} s at ${server.url}`);
  const plan = await discover(server.url);
  results.cases ??= plan.cases;
  results.searchWords = plan.searchWords;
  await searchQualityCase(results, server.url);
  const sampleCpu = async () => {
    const pids = await backendPids(config.adminUrl, config.databaseName).catch(() => []);
    return { server: cpuMs(server.pid), database: new Map(pids.map((pid) => [pid, cpuMs(pid)])) };
  };
  const cases = await runCases(server.url, plan.cases, sampleCpu);
  results.modes.postgres = { readyMs: server.readyMs, seeded: true, cases };
  if (!config.onlyCases || config.onlyCases.includes('cart')) {
    log('PostgreSQL: cart add and update (scripts/bench/cart.mjs; BENCH_CART_RATE, default 500 req/s)');
    results.cart = await benchCartInChild({
      url: server.url,
      databaseUrl: database.url,
      serverPid: server.pid,
      rate: Number(process.env.BENCH_CART_RATE ?? 500),
      duration: config.duration,
      warmup: config.warmup,
      log,
    }).catch((error) => ({ error: error.message }));
  }
  await checkoutCase(results, 'PostgreSQL', { url: database.url }, async () => ({
    url: server.url,
    pid: server.pid,
    stop: async () => {},
  }));
  if (config.explain) {
    log('PostgreSQL: query plans with auto_explain, one request at a time');
    results.explain = await explainCases({
      adminUrl: config.adminUrl,
      database: config.databaseName,
      serverVersion: database.serverVersion,
      url: server.url,
      cases: plan.cases,
    });
    if (results.explain.error) log(`  auto_explain: ${results.explain.error}`);
  }
  await cleanups.pop()(); // the server
  results.modes.postgres.cases.push(
    ...(await cacheOffCases(
      'PostgreSQL',
      { DATABASE_URL: database.url, SEED: config.seed },
      plan.cases,
      (offServer) => async () => {
        const pids = await backendPids(config.adminUrl, config.databaseName).catch(() => []);
        return { server: cpuMs(offServer.pid), database: new Map(pids.map((pid) => [pid, cpuMs(pid)])) };
      },
    )),
  );
  if (config.cpuProfile.length) {
    const profiled = plan.cases.filter((benchCase) => config.cpuProfile.includes(benchCase.id));
    log(`PostgreSQL: server CPU profiles (--cpu-prof) for ${profiled.map((c) => c.id).join(', ')}`);
    results.cpuProfiles = await profileCases({
      env: { DATABASE_URL: database.url, SEED: config.seed },
      cases: profiled,
      workDir,
    }).catch((error) => ({ error: error.message }));
  }
  if (config.web && !results.web) {
    const startWebServer = () =>
      startServer({
        env: { DATABASE_URL: database.url, SEED: config.seed },
        logFile: path.join(workDir, 'server-postgres-web.log'),
      });
    await webMeasures(startWebServer, plan, results);
  }
  await cleanups.pop()(); // the database
}

/** A PGlite data directory holding the seeded catalogue: copied from bench/.cache, or seeded (and cached). */
async function seededPgliteDir(dataDir) {
  const stamp = seedStamp();
  const cached = path.join(cacheDir, `pglite-${config.seed}-${stamp}`);
  let seeded = false;
  let seedMs = null;
  if (existsSync(path.join(cached, 'pgdata'))) {
    log(`PGlite: copying the seeded data directory from ${path.relative(root, cached)}`);
    cpSync(cached, dataDir, { recursive: true });
  } else {
    log(`PGlite: starting the server, SEED=${config.seed} (migrating and seeding)…`);
    const seeding = await startServer({
      env: { DATA_DIR: dataDir, SEED: config.seed },
      logFile: path.join(workDir, 'server-pglite.log'),
    });
    seedMs = seeding.readyMs;
    seeded = true;
    await seeding.stop();
    log(`PGlite: seeded in ${(seedMs / 1000).toFixed(1)} s; keeping a copy in ${path.relative(root, cached)}`);
    if (existsSync(cacheDir)) {
      for (const entry of readdirSync(cacheDir)) {
        if (entry.startsWith(`pglite-${config.seed}-`)) rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
      }
    }
    mkdirSync(cacheDir, { recursive: true });
    cpSync(dataDir, cached, { recursive: true });
  }
  return { seeded, seedMs };
}

async function pgliteMode(results) {
  const dataDir = path.join(workDir, 'pglite');
  const { seeded, seedMs } = await seededPgliteDir(dataDir);
  const server = await startServer({
    env: { DATA_DIR: dataDir, SEED: config.seed },
    logFile: path.join(workDir, 'server-pglite.log'),
  });
  cleanups.push(() => server.stop());
  log(`PGlite: ready in ${(server.readyMs / 1000).toFixed(1)} s at ${server.url}`);
  const plan = await discover(server.url);
  results.cases ??= plan.cases;
  results.searchWords ??= plan.searchWords;
  await searchQualityCase(results, server.url);
  const sampleCpu = async () => ({ server: cpuMs(server.pid), database: null });
  const cases = await runCases(server.url, plan.cases, sampleCpu);
  results.modes.pglite = { readyMs: seeded ? seedMs : server.readyMs, seeded, cases };
  await cleanups.pop()();
  cases.push(
    ...(await cacheOffCases('PGlite', { DATA_DIR: dataDir, SEED: config.seed }, plan.cases, (offServer) => async () => ({
      server: cpuMs(offServer.pid),
      database: null,
    }))),
  );
  // PGlite has one writer: the checkout set-up writes the data directory with the server stopped, then starts it.
  await checkoutCase(results, 'PGlite', { dataDir }, async () => {
    const checkoutServer = await startServer({
      env: { DATA_DIR: dataDir, SEED: config.seed },
      logFile: path.join(workDir, 'server-pglite-checkout.log'),
    });
    cleanups.push(() => checkoutServer.stop());
    return { url: checkoutServer.url, pid: checkoutServer.pid, stop: () => cleanups.pop()() };
  });
  if (config.web && !results.web) {
    const startWebServer = () =>
      startServer({ env: { DATA_DIR: dataDir, SEED: config.seed }, logFile: path.join(workDir, 'server-pglite-web.log') });
    await webMeasures(startWebServer, plan, results);
  }
}

/**
 * The web measures on a server of their own, started once apps/web/dist has settled: the server
 * reads dist when it starts, so a rebuild by other work meanwhile (npm test, vite build) would make it
 * serve missing scripts. If dist changes during the measures, they are taken again (three tries).
 */
async function webMeasures(startWebServer, plan, results) {
  const indexFile = path.join(root, 'apps/web/dist/index.html');
  for (let attempt = 1; attempt <= 3; attempt++) {
    const built = await waitForStableDist();
    const server = await startWebServer();
    cleanups.push(() => server.stop());
    try {
      await measureWeb(server.url, plan, results);
    } finally {
      await cleanups.pop()();
    }
    if (existsSync(indexFile) && statSync(indexFile).mtimeMs === built) return;
    log('Web: apps/web/dist was rebuilt during the measures (other work on this machine): measuring again');
  }
  results.notes.push('apps/web/dist kept being rebuilt by other work during the web measures: the last attempt is shown.');
}

async function measureWeb(url, { pages, lighthousePages = [] }, results) {
  log(`Web: first-load JavaScript per page (${url})`);
  const firstLoad = await firstLoadJs(url, pages);
  for (const row of firstLoad)
    log(`  ${row.page} (${row.viewport}): ${(row.gzip / 1024).toFixed(1)} KB gzip in ${row.files.length} scripts`);
  const manifest = manifestJs({
    home: ['src/app/layouts/root-layout.tsx', 'src/app/routes/home.tsx'],
    category: [
      'src/app/layouts/root-layout.tsx',
      'src/app/routes/catalogue/catalogue-layout.tsx',
      'src/app/routes/catalogue/category.tsx',
    ],
    product: [
      'src/app/layouts/root-layout.tsx',
      'src/app/routes/catalogue/catalogue-layout.tsx',
      'src/app/routes/catalogue/product.tsx',
    ],
  });
  let lighthouse = null;
  if (config.lighthouseRuns > 0) {
    log(`Web: Lighthouse mobile, ${config.lighthouseRuns} runs per page`);
    try {
      lighthouse = await lighthouseRuns(url, [...pages, ...lighthousePages], config.lighthouseRuns);
      results.env.lighthouse = lighthouse.lighthouseVersion;
      for (const row of lighthouse.results)
        log(`  ${row.page}: score ${row.scores.join(', ')}; SEO ${row.seoScores.join(', ')}; CLS ≤ ${row.clsMax?.toFixed(3)}`);
    } catch (error) {
      results.notes.push(`Lighthouse failed: ${error.message}`);
      log(`Lighthouse failed: ${error.stack}`);
    }
  }
  results.web = { firstLoad, manifest, lighthouse };
}

// --- the run ---------------------------------------------------------------------------------------------

/**
 * `BENCH_ONLY=web`: measures the web app again (a minute or two, on PGlite) and puts the result into
 * the newest full run's numbers, so a front-end change can be checked without the API load runs.
 */
async function webOnly(results) {
  const previous = existsSync(resultsDir)
    ? readdirSync(resultsDir)
        .filter((name) => /^bench-.*\.json$/.test(name))
        .sort()
        .reverse()
        .map((name) => JSON.parse(readFileSync(path.join(resultsDir, name), 'utf8')))
        .find((run) => run.config?.seed === config.seed && !run.config?.onlyCases && Object.keys(run.modes ?? {}).length > 0)
    : undefined;
  if (!previous) throw new Error('BENCH_ONLY=web needs a full run first (none found in bench/results)');
  const dataDir = path.join(workDir, 'pglite');
  await seededPgliteDir(dataDir);
  const startWebServer = () =>
    startServer({ env: { DATA_DIR: dataDir, SEED: config.seed }, logFile: path.join(workDir, 'server-pglite-web.log') });
  const probe = await startWebServer();
  cleanups.push(() => probe.stop());
  const plan = await discover(probe.url);
  await cleanups.pop()();
  await webMeasures(startWebServer, plan, results);
  previous.web = results.web;
  previous.env.lighthouse = results.env.lighthouse ?? previous.env.lighthouse;
  previous.notes = [
    ...(previous.notes ?? []).filter((note) => !note.startsWith('Web measures retaken')),
    `Web measures retaken on ${results.date} (commit ${results.env.commit}, BENCH_ONLY=web, PGlite server); the API numbers are from ${previous.date}.`,
    ...results.notes,
  ];
  Object.assign(results, previous, { date: previous.date });
}

function versionOf(modulePath) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', modulePath, 'package.json'), 'utf8')).version;
}

function commandOutput(command, args) {
  try {
    return execFileSync(command, args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function pgliteServerVersion() {
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create();
    const { rows } = await db.query('SHOW server_version');
    await db.close();
    return rows[0].server_version;
  } catch {
    return 'unknown';
  }
}

async function main() {
  const results = {
    date: new Date().toISOString(),
    config,
    env: {
      commit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      nproc: os.availableParallelism(),
      memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
      // The kernel's memory monitor, when one runs: its samples take a CPU beside the measured server (decision 0006).
      memoryMonitor: kernelMemoryMonitor(),
      os: `${os.type()} ${os.release()} (${commandOutput('sh', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"'])})`,
      node: process.version,
      pglite: `${versionOf('@electric-sql/pglite')} (PostgreSQL ${await pgliteServerVersion()})`,
      autocannon: versionOf('autocannon'),
      // The steady runs' open-loop generator (scripts/bench/steady.mjs); absent in runs made before it.
      undici: versionOf('undici'),
      chromium: commandOutput('/usr/bin/chromium', ['--version']),
      postgres: null,
      lighthouse: null,
    },
    modes: {},
    web: null,
    notes: [],
  };
  log(`Machine: ${results.env.cpuModel}, ${results.env.nproc} CPUs, ${results.env.memoryGb} GB; Node ${process.version}`);
  if (config.only === 'web') await webOnly(results);
  else {
    for (const mode of config.modes) {
      if (mode === 'postgres') await postgresMode(results);
      else if (mode === 'pglite') await pgliteMode(results);
      else throw new Error(`Unknown BENCH_MODES entry: ${mode}`);
    }
  }
  results.totalMs ??= Date.now() - started;
  const stamp = results.date.replace(/[:.]/g, '-');
  // A run with its own report path keeps its raw numbers beside it: bench/results holds the runs that
  // BENCH_ONLY=web may complete, never a partial one.
  const rawFile = config.reportFile
    ? path.resolve(config.reportFile).replace(/(\.md)?$/, '.json')
    : path.join(resultsDir, `bench-${stamp}.json`);
  mkdirSync(path.dirname(rawFile), { recursive: true });
  writeFileSync(rawFile, `${JSON.stringify(results, null, 2)}\n`);
  // A dry run on a smaller catalogue never replaces the committed report.
  const reportFile = config.reportFile
    ? path.resolve(config.reportFile)
    : config.seed === 'large'
      ? path.join(benchDir, 'REPORT.md')
      : path.join(resultsDir, `REPORT-${config.seed}.md`);
  // A hand-written analysis between the markers survives a new run (it says when it was written).
  const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const analysis = previous.match(/<!-- analysis -->[\s\S]*?<!-- \/analysis -->/)?.[0] ?? null;
  writeFileSync(
    reportFile,
    renderReport(results, analysis) +
      renderSearchQualitySection(results.searchQuality) +
      renderCartSection(results.cart) +
      renderCheckoutSection(results.checkout),
  );
  log(`Wrote ${reportFile} (raw numbers in ${rawFile})`);
}

try {
  await main();
  await cleanup();
} catch (error) {
  console.error(`[bench] failed: ${error.stack ?? error}`);
  await cleanup();
  process.exit(1);
}
