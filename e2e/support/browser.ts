import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { repoRoot } from './server';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium flags every run uses, and no others (Playwright's own defaults are switched off). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const;

export const screenshotDir = path.join(repoRoot, 'test-results/e2e');

export const desktop: BrowserContextOptions = { locale: 'it-IT', viewport: { width: 1366, height: 900 } };
export const phone: BrowserContextOptions = {
  locale: 'it-IT',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

/**
 * Launches Debian's Chromium with exactly {@link CHROMIUM_ARGS}, a fresh profile directory, and the
 * pipe Playwright talks through. The returned `close` also removes the profile.
 */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'spesa-e2e-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: true,
    args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe'],
    timeout: 60_000,
  });
  return {
    browser,
    close: async () => {
      await browser.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A Content-Security-Policy violation a page reported, where, and which page. */
type CspViolation = { page: Page; text: string };
const CSP_VIOLATION_PREFIX = '[csp-violation]';
/** Violations reported since the last test ended (a test fails on any it did not expect: see useBrowser). */
let cspViolations: CspViolation[] = [];

/**
 * Makes every page of the context report its CSP violations: the page's `securitypolicyviolation`
 * events (a blocked inline script or style, a blocked load, a worker) are written to the console,
 * where Playwright hears them. Call before the context opens a page.
 */
export async function watchCspViolations(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      console.error(`${prefix} ${event.effectiveDirective} blocked ${blocked} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, CSP_VIOLATION_PREFIX);
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.text().startsWith(CSP_VIOLATION_PREFIX)) cspViolations.push({ page, text: `${page.url()}: ${message.text()}` });
    });
  });
  return context;
}

/** Takes (and so excuses) the violations `page` reported: for a test whose subject is a violation. */
export function takeCspViolations(page: Page): string[] {
  const taken = cspViolations.filter((violation) => violation.page === page).map((violation) => violation.text);
  cspViolations = cspViolations.filter((violation) => violation.page !== page);
  return taken;
}

function fileSafe(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

export type E2eSession = {
  /** The shop under test, without a trailing slash. */
  readonly baseUrl: string;
  readonly browser: Browser;
  /** The desktop context of this file (it-IT, 1366×900): shared by the file's tests. */
  readonly context: BrowserContext;
  /** A fresh desktop page of the file's context, opened before each test. */
  readonly page: Page;
  /** The absolute URL of a path of the shop. */
  url(pathname: string): string;
  /** A page in a new, empty context (no cookies or storage): desktop by default, or a phone (390×844). */
  newIsolatedPage(options?: BrowserContextOptions): Promise<Page>;
  /** A new context of this browser (e.g. from a storage state: a browser started again), closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
};

/**
 * The shop's service worker is blocked in every context unless a test asks for it (`serviceWorkers:
 * 'allow'`, as pwa.e2e.ts does): `page.route` does not see the requests a service worker makes, and a
 * worker installed in the background would make the other files' interceptions race it.
 *
 * Call once at the top of an e2e file: one Chromium and one desktop context for the file, a new page
 * for each test, and on a failed test a screenshot of every page it opened under test-results/e2e/.
 * A test fails when a page it opened reported a Content-Security-Policy violation it did not take.
 */
export function useBrowser(): E2eSession {
  const baseUrl = inject('baseUrl');
  let launched: Awaited<ReturnType<typeof launchChromium>> | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let extraContexts: BrowserContext[] = [];

  beforeAll(async () => {
    launched = await launchChromium();
    context = await watchCspViolations(
      await launched.browser.newContext({ ...desktop, serviceWorkers: 'block', baseURL: baseUrl }),
    );
  });

  beforeEach(async () => {
    if (!context) throw new Error('the browser did not start');
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    const pages = [...(context?.pages() ?? []), ...extraContexts.flatMap((extra) => extra.pages())];
    if (task.result?.state === 'fail') {
      mkdirSync(screenshotDir, { recursive: true });
      const base = fileSafe(`${path.basename(task.file?.name ?? 'e2e')}-${task.name}`);
      for (const [index, opened] of pages.entries()) {
        const file = path.join(screenshotDir, `${base}${index ? `-${index + 1}` : ''}.png`);
        await opened
          .screenshot({ path: file, fullPage: true, timeout: 10_000 })
          .then(() => console.log(`[e2e] screenshot of the failure: ${path.relative(repoRoot, file)} (${opened.url()})`))
          .catch(() => {});
      }
    }
    for (const opened of context?.pages() ?? []) await opened.close().catch(() => {});
    for (const extra of extraContexts) await extra.close().catch(() => {});
    extraContexts = [];
    const violations = cspViolations.map((violation) => violation.text);
    cspViolations = [];
    if (violations.length && task.result?.state !== 'fail') {
      throw new Error(`Content-Security-Policy violations in the pages:\n${violations.join('\n')}`);
    }
  });

  afterAll(async () => {
    await context?.close().catch(() => {});
    await launched?.close();
  });

  return {
    baseUrl,
    get browser() {
      if (!launched) throw new Error('the browser did not start');
      return launched.browser;
    },
    get context() {
      if (!context) throw new Error('the browser did not start');
      return context;
    },
    get page() {
      if (!page) throw new Error('no page: use the session inside a test');
      return page;
    },
    url: (pathname: string) => new URL(pathname, `${baseUrl}/`).toString(),
    async newIsolatedPage(options: BrowserContextOptions = desktop) {
      return (await this.newContext(options)).newPage();
    },
    async newContext(options: BrowserContextOptions = desktop) {
      if (!launched) throw new Error('the browser did not start');
      const extra = await watchCspViolations(
        await launched.browser.newContext({ serviceWorkers: 'block', ...options, baseURL: baseUrl }),
      );
      extraContexts.push(extra);
      return extra;
    },
  };
}
