// The web app's weight and speed: first-load JavaScript per page (gzip) and Lighthouse mobile runs,
// both in Debian's Chromium with the project's fixed flags.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { medianOf } from './load.mjs';
import { findFreePort, root, stopProcess } from './server.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  desktop: { viewport: { width: 1366, height: 900 } },
};

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const distDir = path.join(root, 'apps/web/dist');

/**
 * Waits until apps/web/dist is whole and has not changed for a few seconds: other work on this
 * machine (`npm test`, builds) may be rebuilding it, and a page loaded meanwhile misses its scripts.
 */
export async function waitForStableDist(quietMs = 8_000, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const index = path.join(distDir, 'index.html');
    if (existsSync(index)) {
      const html = readFileSync(index, 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
      const whole = assets.every((asset) => existsSync(path.join(distDir, asset)));
      if (whole && Date.now() - statSync(index).mtimeMs > quietMs) return statSync(index).mtimeMs;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('apps/web/dist did not settle (someone keeps rebuilding it?)');
}

/**
 * Loads each page in a fresh context and sums the gzip size of the JavaScript it actually requested
 * until the network was idle (the entry, its preloads and the lazy route modules).
 */
export async function firstLoadJs(baseUrl, pages) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: true,
    args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe'],
  });
  const results = [];
  try {
    for (const [viewportName, viewport] of Object.entries(viewports)) {
      for (const { name, path: pagePath } of pages) {
        let files = [];
        let answer = null;
        // A load that raced a rebuild of dist (a script missing or not JavaScript) is measured again.
        for (let attempt = 0; attempt < 4; attempt++) {
          const built = await waitForStableDist();
          const context = await browser.newContext({ locale: 'it-IT', ...viewport });
          const page = await context.newPage();
          const scripts = new Map();
          const pending = [];
          let broken = false;
          // Scripts asked for before the page's main heading showed (needed to render), or after.
          let rendered = false;
          const beforeRender = new Set();
          page.on('request', (request) => {
            if (request.resourceType() === 'script' && !rendered) beforeRender.add(new URL(request.url()).pathname);
          });
          page.on('response', (response) => {
            if (response.request().resourceType() !== 'script') return;
            const url = response.url();
            if (!url.startsWith(baseUrl)) return;
            if (response.status() !== 200 || !/javascript/.test(response.headers()['content-type'] ?? '')) broken = true;
            pending.push(
              response
                .body()
                .then((body) => scripts.set(new URL(url).pathname, { raw: body.length, gzip: gzipSize(body) }))
                .catch(() => {
                  broken = true;
                }),
            );
          });
          const heading = page
            .locator('main h1')
            .first()
            .waitFor({ state: 'visible', timeout: 60_000 })
            .then(() => {
              rendered = true;
            })
            .catch(() => {});
          answer = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
          await heading;
          await page.waitForTimeout(500);
          await Promise.all(pending);
          await context.close();
          files = [...scripts.entries()]
            .map(([file, size]) => ({ file, ...size, beforeRender: beforeRender.has(file) }))
            .sort((a, b) => b.gzip - a.gzip);
          const rebuilt =
            !existsSync(path.join(distDir, 'index.html')) || statSync(path.join(distDir, 'index.html')).mtimeMs !== built;
          if (!broken && !rebuilt && files.length > 0) break;
        }
        results.push({
          page: name,
          path: pagePath,
          viewport: viewportName,
          status: answer?.status() ?? null,
          files,
          gzip: files.reduce((sum, file) => sum + file.gzip, 0),
          raw: files.reduce((sum, file) => sum + file.raw, 0),
          renderGzip: files.filter((file) => file.beforeRender).reduce((sum, file) => sum + file.gzip, 0),
        });
      }
    }
  } finally {
    await browser.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  return results;
}

/**
 * The same measure from Vite's manifest (apps/web/dist/.vite/manifest.json), when the build emits one:
 * the entry plus the route modules of each page, with their static imports. Null without a manifest.
 */
export function manifestJs(routeModules) {
  const dist = path.join(root, 'apps/web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  };
  return Object.entries(routeModules).map(([page, modules]) => {
    const files = closure([entryKey, ...modules.filter((module) => manifest[module])]);
    const sizes = files.map((file) => ({ file, gzip: gzipSize(readFileSync(path.join(dist, file))) }));
    return {
      page,
      missing: modules.filter((module) => !manifest[module]),
      files: sizes,
      gzip: sizes.reduce((sum, file) => sum + file.gzip, 0),
    };
  });
}

async function waitForDevtools(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) return answer.json();
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/**
 * Lighthouse (default config: mobile, simulated slow 4G and 4× CPU slowdown) on each page, `runs`
 * times, in a Chromium started with the project's flags; the run with the median performance score.
 * The accessibility category (Lighthouse's axe-core audits, issue 19) and the SEO category (issue 20:
 * title, description, status, crawlable, canonical, robots.txt…) are scored in the same runs; their
 * failed audits are kept by id.
 */
export async function lighthouseRuns(baseUrl, pages, runs = 3) {
  const { default: lighthouse } = await import('lighthouse');
  const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  const port = await findFreePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-lighthouse-'));
  const browserProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  // Never leave this browser behind, even when the bench is interrupted.
  const killBrowser = () => browserProcess.kill('SIGKILL');
  process.once('exit', killBrowser);
  const results = [];
  try {
    await waitForDevtools(port);
    for (const { name, path: pagePath } of pages) {
      const all = [];
      let retries = 2;
      for (let run = 0; run < runs; run++) {
        await waitForStableDist();
        const outcome = await lighthouse(`${baseUrl}${pagePath}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        const lhr = outcome?.lhr;
        if (!lhr) continue;
        // A run that saw no paint at all (e.g. the web app being rebuilt meanwhile) is tried again.
        if (lhr.runtimeError && retries-- > 0) {
          run--;
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        const percent = (category) => (category?.score == null ? null : Math.round(category.score * 100));
        all.push({
          score: percent(lhr.categories.performance),
          accessibility: percent(lhr.categories.accessibility),
          accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
          seo: percent(lhr.categories.seo),
          seoFailures: (lhr.categories.seo?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          runtimeError: lhr.runtimeError?.message ?? null,
          warnings: lhr.runWarnings ?? [],
          formFactor: lhr.configSettings.formFactor,
          throttling: lhr.configSettings.throttlingMethod,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          loadAverage: os.loadavg()[0],
        });
      }
      const median = medianOf(all, (run) => run.score ?? -1);
      results.push({
        page: name,
        path: pagePath,
        runs: all.length,
        scores: all.map((run) => run.score),
        accessibilityScores: all.map((run) => run.accessibility),
        seoScores: all.map((run) => run.seo),
        clsMax: all.some((run) => run.cls !== null) ? Math.max(...all.map((run) => run.cls ?? 0)) : null,
        benchmarkIndex: all.map((run) => run.benchmarkIndex),
        median,
      });
    }
  } finally {
    await stopProcess(browserProcess, 5000);
    process.removeListener('exit', killBrowser);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  return { lighthouseVersion, results };
}

/**
 * `node scripts/bench/web.mjs <URL of a running server> [Lighthouse runs, default 0]`: the first-load
 * JavaScript of the bench's pages (and Lighthouse when asked) against a server already serving the
 * current apps/web/dist, without the API runs: a quick check of a front-end change (the numbers of
 * record come from `npm run bench` on a quiet machine).
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, runs = '0'] = process.argv.slice(2);
  if (!url) throw new Error('usage: node scripts/bench/web.mjs <server URL> [Lighthouse runs]');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/frutta-e-verdura' },
    { name: 'product', path: '/product/mela-golden-frutteti-valnoce' },
  ];
  const lighthousePages = [...pages, { name: 'page', path: '/page/chi-siamo' }];
  for (const row of await firstLoadJs(url, pages)) {
    const files = row.files.map((file) => `${path.basename(file.file)} ${(file.gzip / 1024).toFixed(1)}`).join(', ');
    console.log(
      `${row.page} (${row.viewport}): ${(row.gzip / 1024).toFixed(1)} KB gzip in ${row.files.length} scripts: ${files}`,
    );
  }
  if (Number(runs) > 0) {
    for (const row of (await lighthouseRuns(url, lighthousePages, Number(runs))).results) {
      const median = row.median ?? {};
      console.log(
        `${row.page}: Lighthouse ${row.scores.join(', ')}, SEO ${row.seoScores.join(', ')}${median.seoFailures?.length ? ` (failed: ${median.seoFailures.join(', ')})` : ''}, accessibility ${row.accessibilityScores.join(', ')}${median.accessibilityFailures?.length ? ` (failed: ${median.accessibilityFailures.join(', ')})` : ''}; median LCP ${Math.round(median.lcp)} ms, TBT ${Math.round(median.tbt)} ms, CLS ≤ ${row.clsMax?.toFixed(3)}; benchmarkIndex ${row.benchmarkIndex.join(', ')}`,
      );
    }
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
}
