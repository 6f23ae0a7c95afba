// bench/REPORT.md from the measured results.
import { STEADY_TEXT } from './steady.mjs';

const ms = (value) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const int = (value) => (value === null || value === undefined ? '–' : Math.round(value).toLocaleString('en-US'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met) => (met === null ? 'not measured' : met ? '**met**' : '**NOT met**');
const failures = (run) => run.errors + run.timeouts + run.non2xx;

/** How the steady rows of this run were made: runs before steady.mjs used autocannon's overallRate. */
function steadyText({ env, config }) {
  if (!env.undici)
    return `a steady \`overallRate\` of ${config.rate} req/s (${config.rateConnections} connections) for the searches and suggestions (autocannon sends each connection's share of a second in a burst at its start: those latencies are a saturated closed loop's).`;
  return `the searches and suggestions also at a steady ${config.rate} req/s (undici ${env.undici}). ${STEADY_TEXT}`;
}

/** Evaluates the targets (PostgreSQL mode unless stated) from the results. */
export function evaluateTargets(results) {
  const pg = results.modes.postgres;
  const lite = results.modes.pglite;
  const targets = [];
  const listing = pg?.cases.find((c) => c.id === 'listing')?.throughput;
  targets.push({
    target: 'Category listing ≥ 5,000 req/s with no errors (PostgreSQL, 50 connections)',
    measured: listing ? `${int(listing.rps)} req/s, ${failures(listing)} errors/non-2xx` : '–',
    met: listing ? listing.rps >= 5000 && failures(listing) === 0 : null,
  });
  const search = pg?.cases.find((c) => c.id === 'search')?.steady;
  targets.push({
    target: 'Search p95 ≤ 15 ms at a steady 200 req/s (PostgreSQL)',
    measured: search ? `p95 ${ms(search.p95)} (${failures(search)} errors/non-2xx)` : '–',
    met: search ? search.p95 <= 15 && failures(search) === 0 : null,
  });
  const misspelt = pg?.cases.find((c) => c.id === 'misspelt')?.steady;
  targets.push({
    target: 'Misspelt search p95 ≤ 40 ms at a steady 200 req/s (PostgreSQL)',
    measured: misspelt ? `p95 ${ms(misspelt.p95)} (${failures(misspelt)} errors/non-2xx)` : '–',
    met: misspelt ? misspelt.p95 <= 40 && failures(misspelt) === 0 : null,
  });
  const content = pg?.cases.find((c) => c.id === 'content')?.steady;
  targets.push({
    target: 'Content page p95 ≤ 5 ms at a steady 200 req/s (PostgreSQL)',
    measured: content ? `p95 ${ms(content.p95)} (${failures(content)} errors/non-2xx)` : '–',
    met: content ? content.p95 <= 5 && failures(content) === 0 : null,
  });
  targets.push(...distinctTargets(pg));
  if (pg && lite) {
    const ratios = pg.cases
      .filter((pgCase) => pgCase.id !== 'baseline')
      .map((pgCase) => {
        const liteCase = lite.cases.find((c) => c.id === pgCase.id);
        return {
          name: pgCase.name,
          ratio: liteCase ? liteCase.throughput.rps / pgCase.throughput.rps : Number.NaN,
          // The issue's cases; search-many was added later to show searches that are not cached answers, content with issue 20.
          inTarget: pgCase.id !== 'search-many' && pgCase.id !== 'content' && !pgCase.distinct,
        };
      });
    const shown = (r) => `${r.name} ${(r.ratio * 100).toFixed(0)} %`;
    const outside = ratios.filter((r) => !r.inTarget);
    targets.push({
      target: 'PGlite ≥ ⅓ of PostgreSQL’s throughput (every case of the issue, 50 connections)',
      measured:
        ratios
          .filter((r) => r.inTarget)
          .map(shown)
          .join('; ') + (outside.length ? ` (not in the target: ${outside.map(shown).join('; ')})` : ''),
      met: ratios.filter((r) => r.inTarget).every((r) => r.ratio >= 1 / 3),
    });
  } else {
    targets.push({ target: 'PGlite ≥ ⅓ of PostgreSQL’s throughput', measured: '–', met: null });
  }
  if (results.web?.firstLoad?.length) {
    const worst = new Map();
    for (const row of results.web.firstLoad) worst.set(row.page, Math.max(worst.get(row.page) ?? 0, row.gzip));
    targets.push({
      target: 'First-load JavaScript ≤ 180 KB gzip per page (home, category, product)',
      measured: [...worst].map(([page, bytes]) => `${page} ${kb(bytes)}`).join('; '),
      met: [...worst.values()].every((bytes) => bytes <= 180 * 1024),
    });
  }
  if (results.web?.lighthouse?.results?.length) {
    const rows = results.web.lighthouse.results;
    targets.push({
      target: 'Lighthouse mobile performance ≥ 90 (median of the runs)',
      measured: rows.map((row) => `${row.page} ${row.median?.score ?? '–'}`).join('; '),
      met: rows.every((row) => (row.median?.score ?? 0) >= 90),
    });
    targets.push({
      target: 'Lighthouse mobile accessibility ≥ 90 (lowest run; the e2e axe walk is the gate)',
      measured: rows.map((row) => `${row.page} ${lowestOf(row.accessibilityScores) ?? '–'}`).join('; '),
      met: rows.every((row) => (lowestOf(row.accessibilityScores) ?? 0) >= 90),
    });
    targets.push({
      target: 'Lighthouse mobile SEO ≥ 95 (lowest run; home, category, product and a content page)',
      measured: rows.map((row) => `${row.page} ${lowestOf(row.seoScores ?? []) ?? '–'}`).join('; '),
      met: rows.every((row) => (lowestOf(row.seoScores ?? []) ?? 0) >= 95),
    });
    targets.push({
      target: 'Lighthouse CLS < 0.05 (worst run)',
      measured: rows.map((row) => `${row.page} ${row.clsMax?.toFixed(3) ?? '–'}`).join('; '),
      met: rows.every((row) => row.clsMax !== null && row.clsMax < 0.05),
    });
  }
  return targets;
}

/** Server + database CPU of one request of a run, in ms; null when not sampled. */
const cpuPerRequest = (run) =>
  run?.cpu?.serverMsPerRequest === null || run?.cpu?.serverMsPerRequest === undefined
    ? null
    : run.cpu.serverMsPerRequest + (run.cpu.databaseMsPerRequest ?? 0);
const cpuText = (run) =>
  run?.cpu
    ? `CPU ${ms(run.cpu.serverMsPerRequest)} server + ${ms(run.cpu.databaseMsPerRequest)} PostgreSQL a request`
    : 'CPU not sampled';
/**
 * Issue 24's targets, on the request log's rows with the answer cache off (every answer computed:
 * the speed that does not depend on the cache); the rows with it on are in the section below.
 */
function distinctTargets(pg) {
  const row = (id) => pg?.cases.find((c) => c.id === id);
  const search = row('search-distinct-nocache');
  const listing = row('listing-distinct-nocache');
  const clean = (run) => run && failures(run) === 0;
  return [
    {
      target: 'Distinct searches p95 ≤ 15 ms at a steady 200 req/s, answer cache off (PostgreSQL, request log)',
      measured: search?.steady
        ? `p95 ${ms(search.steady.p95)} (${failures(search.steady)} errors/non-2xx); ${cpuText(search.steady)}`
        : '–',
      met: search?.steady ? search.steady.p95 <= 15 && clean(search.steady) : null,
    },
    {
      target: 'Distinct searches ≥ 2,000 req/s at 50 connections, answer cache off (PostgreSQL, request log)',
      measured: search
        ? `${int(search.throughput.rps)} req/s (${failures(search.throughput)} errors/non-2xx); ${cpuText(search.throughput)}`
        : '–',
      met: search ? search.throughput.rps >= 2000 && clean(search.throughput) : null,
    },
    {
      target: 'CPU per distinct search ≤ 1 ms, server + PostgreSQL (50-connection run, answer cache off)',
      measured: search ? `${ms(cpuPerRequest(search.throughput))}` : '–',
      met: search && cpuPerRequest(search.throughput) !== null ? cpuPerRequest(search.throughput) <= 1 : null,
    },
    {
      target:
        'Distinct category listings with facets ≥ 3,000 req/s at 50 connections, answer cache off (PostgreSQL, request log)',
      measured: listing
        ? `${int(listing.throughput.rps)} req/s (${failures(listing.throughput)} errors/non-2xx); ${cpuText(listing.throughput)}`
        : '–',
      met: listing ? listing.throughput.rps >= 3000 && clean(listing.throughput) : null,
    },
  ];
}

/** The request log's rows side by side, cache on and off, with the hit rate and the CPU a request. */
function distinctSection(results) {
  const lines = [];
  for (const [title, mode] of [
    ['PostgreSQL', results.modes.postgres],
    ['PGlite', results.modes.pglite],
  ]) {
    const rows = mode?.cases.filter((c) => c.distinct) ?? [];
    if (rows.length === 0) continue;
    if (lines.length === 0)
      lines.push(
        '## Distinct requests: the request log, answer cache on and off (issue 24)',
        '',
        "Each row walks a log of distinct paths made from the catalogue with a fixed seed (scripts/bench/request-log.mjs): searches as typed (typos, plurals, brands, two words, sorts, later pages), suggestions letter by letter, category listings with facets, sorts and deep pages, product pages. Warm-up, 50-connection, steady and one-at-a-time runs carry on through the log, so a path comes back only when the log wraps around. The `answer cache off` rows are a server started with `ANSWER_CACHE=off`; the hit rate is counted from each answer's `X-Answer-Cache` header. CPU is the server's and PostgreSQL's (/proc) per answered request; the machine is shared, so read the latencies beside it.",
        '',
      );
    lines.push(`### ${title}`, '');
    lines.push(
      '| case | distinct paths | load | req/s | p50 | p95 | errors | answer cache hits | server CPU / request | database CPU / request |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const benchCase of rows) {
      for (const run of [benchCase.throughput, benchCase.steady].filter(Boolean)) {
        const hits =
          run.cache?.hitRate === null || run.cache?.hitRate === undefined ? '–' : `${(run.cache.hitRate * 100).toFixed(1)} %`;
        lines.push(
          `| ${benchCase.name} | ${int(run.distinctPaths)} | ${run.load} | ${int(run.rps)} | ${ms(run.p50)} | ${ms(run.p95)} | ${failures(run)} | ${hits} | ${run.cpu ? ms(run.cpu.serverMsPerRequest) : '–'} | ${run.cpu?.databaseMsPerRequest === null || !run.cpu ? '–' : ms(run.cpu.databaseMsPerRequest)} |`,
        );
      }
    }
    lines.push('');
  }
  return lines;
}

const seedSizes = { test: '400', default: '5,000', large: '50,000' };

function modeSection(title, mode, seed, nproc) {
  // Requests per second if every CPU did nothing but this request's server and database work.
  const ceiling = (cpu) => {
    const perRequest = (cpu?.serverMsPerRequest ?? 0) + (cpu?.databaseMsPerRequest ?? 0);
    return cpu && perRequest > 0 ? `${int((nproc * 1000) / perRequest)} req/s` : '–';
  };
  const lines = [`### ${title}`, ''];
  lines.push(
    `Started in ${(mode.readyMs / 1000).toFixed(1)} s (${mode.seeded ? `migrated and seeded ${seedSizes[seed] ?? seed} products` : 'seeded data directory reused from bench/.cache'}).`,
    '',
  );
  lines.push(
    '| case | load | req/s | requests | errors / timeouts / non-2xx | p50 | p95 | p99 | max | avg answer | machine load avg |',
  );
  lines.push('|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const benchCase of mode.cases) {
    for (const run of [benchCase.throughput, benchCase.steady].filter(Boolean)) {
      lines.push(
        `| ${benchCase.name} | ${run.load} | ${int(run.rps)} | ${int(run.requests)} | ${run.errors} / ${run.timeouts} / ${run.non2xx} | ${ms(run.p50)} | ${ms(run.p95)} | ${ms(run.p99)} | ${ms(run.max)} | ${kb(run.bytesPerResponse)} | ${run.loadAverage?.toFixed(1) ?? '–'} |`,
      );
    }
  }
  lines.push('');
  lines.push('Where the time goes: one request at a time (service time), and CPU per request during the 50-connection run.');
  lines.push('');
  lines.push(
    `| case | serial p50 | serial p95 | server CPU / request | database CPU / request | server cores busy | CPU-bound ceiling on ${nproc} CPUs |`,
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const benchCase of mode.cases) {
    const cpu = benchCase.throughput.cpu;
    lines.push(
      `| ${benchCase.name} | ${ms(benchCase.serial.p50)} | ${ms(benchCase.serial.p95)} | ${cpu ? ms(cpu.serverMsPerRequest) : '–'} | ${cpu?.databaseMsPerRequest === null || !cpu ? '–' : ms(cpu.databaseMsPerRequest)} | ${cpu ? cpu.serverCores.toFixed(2) : '–'} | ${ceiling(cpu)} |`,
    );
  }
  lines.push('');
  return lines;
}

function explainSection(explain) {
  const lines = ['### Where PostgreSQL spends its time', ''];
  if (explain.error) return [...lines, `auto_explain could not run: ${explain.error}`, ''];
  lines.push(
    `PostgreSQL's \`auto_explain\` on the bench database (\`log_analyze\`, statements of at least ${explain.minMs} ms, nested statements too), ${explain.results[0]?.requests ?? '?'} requests per case one at a time after the load runs; the statements and plans come from ${explain.logFile}.`,
    '',
  );
  lines.push(
    '| case | statements ≥ threshold per request | database time per request | slowest statement |',
    '|---|---:|---:|---|',
  );
  for (const row of explain.results) {
    const top = row.top[0];
    lines.push(
      `| ${row.name} | ${(row.statements / row.requests).toFixed(1)} | ${ms(row.databaseMsPerRequest)} | ${top ? `${ms(top.ms)}: \`${top.query.slice(0, 140).replaceAll('|', '\\|')}${top.query.length > 140 ? '…' : ''}\`` : '–'} |`,
    );
  }
  lines.push('');
  for (const row of explain.results) {
    if (!row.top.length) continue;
    lines.push(`<details><summary>${row.name}: the slowest statements and their plans</summary>`, '');
    for (const entry of row.top) {
      lines.push(
        `${ms(entry.ms)}:`,
        '',
        '```sql',
        entry.query.slice(0, 3000),
        '```',
        '',
        '```',
        entry.plan.split('\n').slice(0, 40).join('\n'),
        '```',
        '',
      );
    }
    lines.push('</details>', '');
  }
  return lines;
}

function cpuSection(profiles) {
  const lines = ['### Where the server process spends its CPU', ''];
  if (profiles.error) return [...lines, `The CPU profiles could not be taken: ${profiles.error}`, ''];
  lines.push(
    "The server restarted with `node --cpu-prof` on the same PostgreSQL database, one case alone at 50 connections; self time of the last seconds (the load, not the start), as shares of the busy samples. Database time is not in here (it is in PostgreSQL's processes, above); `pg` is the driver parsing the rows.",
    '',
  );
  const pct = (share) => `${(share * 100).toFixed(1)} %`;
  for (const profile of profiles) {
    if (!profile.summary) continue;
    lines.push(
      `- **${profile.name}** (${int(profile.rps)} req/s while profiled): ${profile.summary.owners
        .slice(0, 8)
        .map((owner) => `${owner.name} ${pct(owner.share)}`)
        .join(', ')}`,
    );
    lines.push(
      `  - top functions: ${profile.summary.functions
        .slice(0, 8)
        .map((fn) => `\`${fn.name}\` ${pct(fn.share)}`)
        .join(', ')}`,
    );
  }
  lines.push('');
  return lines;
}

export function renderReport(results, analysis = null) {
  const { env, config } = results;
  const lines = [];
  lines.push('# Performance report', '');
  lines.push(
    `Generated by \`npm run bench\` (scripts/bench.mjs) on ${results.date}, commit \`${env.commit}\`. Total bench time ${(results.totalMs / 60_000).toFixed(1)} min.`,
    '',
  );
  if (config.seed !== 'large') {
    lines.push(
      `> **Dry run on the \`${config.seed}\` catalogue (${seedSizes[config.seed] ?? '?'} products), not the 50,000-product one: the numbers below do not answer the targets.**`,
      '',
    );
  }
  lines.push('## Targets', '');
  lines.push('| target | measured | verdict |', '|---|---|---|');
  for (const target of evaluateTargets(results)) lines.push(`| ${target.target} | ${target.measured} | ${verdict(target.met)} |`);
  lines.push('');

  if (analysis) lines.push(analysis, '');

  lines.push('## Machine and versions', '');
  lines.push(`- CPU: ${env.cpuModel}, ${env.nproc} logical CPUs (nproc); memory ${env.memoryGb} GB`);
  lines.push(`- OS: ${env.os}`);
  if (env.memoryMonitor)
    lines.push(
      `- Kernel memory monitor running: ${env.memoryMonitor}. On these VMs each of its samples keeps one of the CPUs busy for ~25–35 ms, about every 0.54 s (decision 0006).`,
    );
  lines.push(`- Node.js ${env.node}; PostgreSQL server ${env.postgres ?? '–'}; PGlite ${env.pglite}`);
  lines.push(`- autocannon ${env.autocannon}; ${env.chromium}; Lighthouse ${env.lighthouse ?? '–'}`);
  lines.push(
    '- The load generator, the server and PostgreSQL share this machine: autocannon alone keeps about one core busy at full throughput, so absolute throughput is a floor.',
    '- The machine is shared with other work (tests, builds, dev servers of the team): the 1-minute load average at the end of each run is in the tables, and Lighthouse’s own CPU benchmarkIndex per run (higher is a faster, calmer machine).',
  );
  lines.push('');

  lines.push('## How it was run', '');
  lines.push('```sh');
  lines.push('npm run bench   # = node scripts/bench.mjs');
  lines.push(
    `# knobs: BENCH_DURATION=${config.duration} BENCH_CONNECTIONS=${config.connections} BENCH_RATE=${config.rate} BENCH_MODES=${config.modes.join(',')} BENCH_LIGHTHOUSE_RUNS=${config.lighthouseRuns} BENCH_ADMIN_URL=${config.adminUrl}`,
    `#        BENCH_CASES=${config.onlyCases?.join(',') ?? '(all)'} BENCH_WEB=${config.web ? 1 : 0} BENCH_EXPLAIN=${config.explain ? 1 : 0} BENCH_CPU_PROFILE=${config.cpuProfile?.length ? config.cpuProfile.join(',') : 0} BENCH_DATABASE=${config.databaseName} BENCH_REPORT=${config.reportFile ?? '(bench/REPORT.md)'}`,
    '# a quick partial run (never over bench/REPORT.md):',
    '# BENCH_REPORT=/tmp/bench-report.md BENCH_DURATION=8 BENCH_MODES=postgres BENCH_CASES=listing,search,misspelt,search-many,suggest BENCH_WEB=0 BENCH_EXPLAIN=0 node scripts/bench.mjs',
  );
  lines.push('```', '');
  if (config.onlyCases || !config.web || config.modes.length < 2) {
    lines.push(
      `**Partial run**: ${config.onlyCases ? `cases ${config.onlyCases.join(', ')}` : 'every case'}, modes ${config.modes.join(', ')}${config.web ? '' : ', no web measures'}. Targets without a measure say “not measured”.`,
      '',
    );
  }
  lines.push(
    `- Server: \`NODE_ENV=production LOG_LEVEL=warn SEED=${config.seed} node --import tsx apps/server/src/server.ts\`, PostgreSQL mode with \`DATABASE_URL=${config.databaseUrlShown}\` (a fresh database, dropped at the end), PGlite mode with a fresh temporary \`DATA_DIR\` (a copy of the seeded directory kept in \`bench/.cache/\`, keyed by a hash of the seed code and migrations).`,
    `- Load: autocannon ${env.autocannon} programmatic API, ${config.duration} s per run after a ${config.warmup} s warm-up, ${config.connections} connections as fast as they go; ${steadyText(results)} Each request rotates through the paths below so no single cached answer is measured. Headers as the web app sends them (accept JSON, X-Ebsn-Client, X-Ebsn-Version); no \`accept-encoding\`, so answers are not compressed. Latency percentiles are computed from every response.`,
    '',
  );
  lines.push('| case | rotated paths |', '|---|---|');
  for (const benchCase of results.cases) {
    const shown = benchCase.paths.slice(0, 6).map((p) => `\`${p}\``);
    lines.push(
      `| ${benchCase.name} | ${shown.join(', ')}${benchCase.paths.length > 6 ? ` … (${benchCase.paths.length} in all)` : ''} |`,
    );
  }
  lines.push('');
  if (results.searchWords?.length) {
    lines.push('Search words and what the catalogue answered (PostgreSQL mode):', '');
    lines.push('| query | results | corrected to |', '|---|---:|---|');
    for (const word of results.searchWords) lines.push(`| ${word.q} | ${word.totItems ?? '–'} | ${word.correctedQuery ?? ''} |`);
    lines.push('');
  }

  lines.push(...distinctSection(results));
  lines.push('## API results', '');
  if (results.modes.postgres) lines.push(...modeSection('PostgreSQL', results.modes.postgres, config.seed, env.nproc));
  if (results.modes.pglite) lines.push(...modeSection('PGlite (embedded)', results.modes.pglite, config.seed, env.nproc));
  if (results.modes.postgres && results.modes.pglite) {
    lines.push('### PGlite against PostgreSQL (50 connections)', '');
    // The machine is shared: the baseline's own ratio tells how much calmer or busier it was in each half.
    const pgBase = results.modes.postgres.cases.find((c) => c.id === 'baseline')?.throughput.rps;
    const liteBase = results.modes.pglite.cases.find((c) => c.id === 'baseline')?.throughput.rps;
    const baseRatio = pgBase && liteBase ? liteBase / pgBase : null;
    lines.push(
      '| case | PostgreSQL req/s | PGlite req/s | ratio | ratio ÷ baseline ratio (machine-load corrected, indicative) |',
      '|---|---:|---:|---:|---:|',
    );
    for (const pgCase of results.modes.postgres.cases) {
      const liteCase = results.modes.pglite.cases.find((c) => c.id === pgCase.id);
      if (!liteCase) continue;
      lines.push(
        `| ${pgCase.name} | ${int(pgCase.throughput.rps)} | ${int(liteCase.throughput.rps)} | ${((liteCase.throughput.rps / pgCase.throughput.rps) * 100).toFixed(0)} % | ${baseRatio ? `${((liteCase.throughput.rps / pgCase.throughput.rps / baseRatio) * 100).toFixed(0)} %` : '–'} |`,
      );
    }
    lines.push('');
  }

  if (results.explain) lines.push(...explainSection(results.explain));
  if (results.cpuProfiles) lines.push(...cpuSection(results.cpuProfiles));

  if (results.web) {
    lines.push('## Web app', '');
    lines.push('### First-load JavaScript (gzip level 9)', '');
    lines.push(
      'Each page loaded in a fresh Chromium context until the network was idle; the sum of every script the page requested (entry, preloads, lazy route modules). Sizes are the bodies gzipped here, whatever encoding the server chose. Target ≤ 180 KB per page.',
      '',
    );
    lines.push(
      '| page | viewport | scripts | raw | gzip | of which before the heading showed | target (on all) |',
      '|---|---|---:|---:|---:|---:|---|',
    );
    for (const row of results.web.firstLoad) {
      lines.push(
        `| ${row.page} (\`${row.path}\`) | ${row.viewport} | ${row.files.length} | ${kb(row.raw)} | ${kb(row.gzip)} | ${row.renderGzip === undefined ? '–' : kb(row.renderGzip)} | ${row.gzip <= 180 * 1024 ? 'met' : 'NOT met'} |`,
      );
    }
    lines.push('');
    const phoneRows = results.web.firstLoad.filter((row) => row.viewport === 'phone');
    const label = (file) =>
      `\`${file.file.replace('/assets/', '')}\` ${kb(file.gzip)}${file.beforeRender === false ? ' (after render)' : ''}`;
    const counts = new Map();
    for (const row of phoneRows) for (const file of row.files) counts.set(file.file, (counts.get(file.file) ?? 0) + 1);
    lines.push('Split by route (phone): scripts every page loads, and each page’s own.', '');
    const shared = phoneRows[0]?.files.filter((file) => counts.get(file.file) === phoneRows.length) ?? [];
    lines.push(`- shared by all pages: ${shared.map(label).join(', ') || '–'}`);
    for (const row of phoneRows) {
      const own = row.files.filter((file) => counts.get(file.file) !== phoneRows.length);
      lines.push(`- ${row.page}: ${own.map(label).join(', ') || '–'}`);
    }
    lines.push('');
    if (results.web.manifest) {
      lines.push('From Vite’s manifest (entry + route modules + static imports):', '');
      for (const row of results.web.manifest) lines.push(`- ${row.page}: ${kb(row.gzip)} in ${row.files.length} files`);
    } else {
      lines.push(
        'The build emits no `.vite/manifest.json` (Vite `build.manifest: true` would add it); the browser measure above is the faithful one anyway.',
      );
    }
    lines.push('');
    if (results.web.lighthouse) {
      const { lighthouseVersion, results: rows } = results.web.lighthouse;
      lines.push(`### Lighthouse ${lighthouseVersion}, mobile`, '');
      lines.push(
        `Default Lighthouse config (mobile form factor, simulated slow 4G, 4× CPU slowdown), performance, accessibility and SEO categories, ${config.lighthouseRuns} runs per page in Debian's Chromium with the project's flags; the run with the median performance score is shown, and every run's accessibility score (with the failed audits of the median run).`,
        '',
      );
      lines.push(
        '| page | score (runs) | accessibility (runs) | SEO (runs) | FCP | LCP | TBT | CLS (worst) | Speed Index | benchmarkIndex | verdict |',
        '|---|---|---|---|---:|---:|---:|---:|---:|---|---|',
      );
      for (const row of rows) {
        const m = row.median;
        const met =
          m &&
          m.score >= 90 &&
          row.clsMax < 0.05 &&
          (lowestOf(row.accessibilityScores) ?? 0) >= 90 &&
          (lowestOf(row.seoScores ?? []) ?? 0) >= 95;
        const failed = m?.accessibilityFailures?.length ? `; failed: ${m.accessibilityFailures.join(', ')}` : '';
        const seoFailed = m?.seoFailures?.length ? `; failed: ${m.seoFailures.join(', ')}` : '';
        lines.push(
          `| ${row.page} (\`${row.path}\`) | ${m?.score ?? '–'} (${row.scores.join(', ')}) | ${lowestOf(row.accessibilityScores) ?? '–'} (${(row.accessibilityScores ?? []).join(', ')}${failed}) | ${lowestOf(row.seoScores ?? []) ?? '–'} (${(row.seoScores ?? []).join(', ')}${seoFailed}) | ${ms(m?.fcp)} | ${ms(m?.lcp)} | ${ms(m?.tbt)} | ${row.clsMax?.toFixed(3) ?? '–'} | ${ms(m?.si)} | ${(row.benchmarkIndex ?? []).map((index) => Math.round(index)).join(', ')} | ${met ? 'met' : 'NOT met'} |`,
        );
      }
      const problems = rows.flatMap((row) => (row.median?.runtimeError ? [`${row.page}: ${row.median.runtimeError}`] : []));
      if (problems.length) lines.push('', `Lighthouse errors: ${problems.join('; ')}`);
      lines.push('');
    }
  }
  if (results.notes?.length) {
    lines.push('## Notes', '');
    for (const note of results.notes) lines.push(`- ${note}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/** The lowest of the scores a page had (null when no run gave one: an older result, or a failed run). */
function lowestOf(scores) {
  const given = (scores ?? []).filter((score) => typeof score === 'number');
  return given.length ? Math.min(...given) : null;
}
