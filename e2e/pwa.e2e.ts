import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, phone, screenshotDir, useBrowser, watchCspViolations } from './support/browser';
import { acceptCookiesIfAsked } from './support/shop';

const session = useBrowser();
const screenshot = (name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  return path.join(screenshotDir, name);
};

/** Waits for the shop's service worker (registered once the page is loaded and idle) to be activated and in control. */
async function serviceWorkerInControl(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return `${registration.active?.state} ${new URL(registration.active?.scriptURL ?? '').pathname} ${registration.scope}`;
  });
}

async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.newContext({ ...phone, serviceWorkers: 'allow' });
  return { context, page: await context.newPage() };
}

describe('the installable app (PWA) on a phone', () => {
  test('Chromium finds the manifest and the service worker: installable, without errors', async () => {
    // A profile of its own: Chromium never offers the install in an incognito context (Playwright's new contexts are).
    const profile = mkdtempSync(path.join(os.tmpdir(), 'spesa-e2e-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...phone,
      baseURL: session.baseUrl,
      executablePath: CHROMIUM_PATH,
      ignoreDefaultArgs: true,
      args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe'],
      timeout: 60_000,
    });
    try {
      await watchCspViolations(context);
      const page = await context.newPage();
      await page.goto('/');
      expect(await serviceWorkerInControl(page)).toBe(`activated /sw.js ${session.url('/')}`);

      const cdp = await page.context().newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(session.url('/manifest.webmanifest'));
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ display: 'standalone', lang: 'it', start_url: '/?source=pwa' });
      // Chromium's own installability check (what Lighthouse's installable-manifest audit reported before Lighthouse 12 dropped it).
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      await cdp.detach();

      // The brand's icons the manifest names are there.
      for (const icon of JSON.parse(manifest.data ?? '{}').icons as { src: string }[]) {
        const answer = await page.request.get(icon.src);
        expect(answer.status(), icon.src).toBe(200);
        expect(answer.headers()['content-type']).toBe('image/png');
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline, a page not visited yet shows the Italian offline page; the API is never answered from the cache', async () => {
    const { context, page } = await phonePage();
    await page.goto('/');
    await serviceWorkerInControl(page);
    // What the worker keeps: the shell's scripts, never an API answer or the version.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(cached).toContain('/offline.html');
    expect(cached.filter((url) => url.startsWith('/ebsn/') || url === '/version.json' || url.startsWith('/p/wp-json'))).toEqual(
      [],
    );

    await context.setOffline(true);
    await page.goto('/faq');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nessuna connessione');
    expect(await page.locator('header').textContent()).toBe('Buonmercato');
    expect(await page.getByRole('link', { name: 'Riprova' }).getAttribute('href')).toBe('');
    await page.screenshot({ path: screenshot('pwa-offline-phone.png') });

    // Back online, "Riprova" brings the page itself.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Riprova' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .not.toBe('Nessuna connessione');
    expect(new URL(page.url()).pathname).toBe('/faq');
  });

  test('a lazy chunk that fails (a deployment removed it) reloads the page once into the new version, never in a loop', async () => {
    // No worker here: the chunk must come from the network to fail.
    const context = await session.newContext({ ...phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await acceptCookiesIfAsked(page);
    const gone = /\/assets\/page-[\w-]{8}\.js$/;
    await page.route(gone, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    const contentLink = page.locator('main a[href="/page/consegna-a-casa"]').first();

    // The content page's chunk is asked for when the shopper reaches for the link (or at the latest on the
    // tap): it is gone, so the page reloads, once.
    await contentLink.click();
    await expect.poll(() => documents.length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('ebsn-chunk-reload')).catch(() => null), { timeout: 15_000 })
      .not.toBeNull();
    await page.waitForLoadState('networkidle');

    // Still gone after the reload: the error screen, no second reload.
    await contentLink.click();
    await page.getByText('Qualcosa è andato storto').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    expect(documents.length).toBe(1);

    // Once the chunk is there (the deployment finished), the screen opens.
    await page.unroute(gone);
    await page.goto('/');
    await contentLink.click();
    await page.waitForURL(/\/page\/consegna-a-casa$/);
    await page.locator('main h1').waitFor();
    expect(documents.length).toBe(2);
  });

  test('the install banner: after the cookie choice, above the bottom navigation; "Non ora" hides it', async () => {
    const { page } = await phonePage();
    await page.goto('/');
    // Chromium offers the install only after some engagement: the test plays the browser's event.
    const offer = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
        event.prompt = async () => {};
        event.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' });
        window.dispatchEvent(event);
      });
    await page.getByRole('region', { name: 'Consenso ai cookie' }).waitFor();
    await offer();
    const banner = page.getByRole('region', { name: "Installa l'app Buonmercato" });
    // The cookie bar comes first: no banner over it.
    await page.waitForTimeout(500);
    expect(await banner.count()).toBe(0);
    await acceptCookiesIfAsked(page);
    await banner.waitFor();
    const bannerBox = await banner.boundingBox();
    const navBox = await page.getByTestId('bottom-navigation').boundingBox();
    if (!bannerBox || !navBox) throw new Error('banner or bottom navigation not drawn');
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(navBox.y);
    await page.screenshot({ path: screenshot('pwa-install-banner-phone.png') });

    await banner.getByRole('button', { name: 'Non ora' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await offer();
    await page.waitForTimeout(500);
    expect(await banner.count()).toBe(0);
  });

  // The 180 KB gzip budget of the whole first load is logged here, not asserted: the branch this lane
  // started from was at ≈ 179.8 KB on the home page already (decision 0032). What the worker adds is.
  test("the service worker adds little to the landing pages' first load", async () => {
    for (const pathname of ['/', '/category/frutta-e-verdura']) {
      const { context, page } = await phonePage();
      const scripts = new Map<string, number>();
      let loaded = false;
      const beforeLoad = new Set<string>();
      page.on('load', () => {
        loaded = true;
      });
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const script = new URL(response.url()).pathname;
        if (!loaded) beforeLoad.add(script);
        const body = await response.body().catch(() => null);
        if (body) scripts.set(script, gzipSync(body, { level: 9 }).length);
      });
      await page.goto(pathname);
      await page.waitForLoadState('networkidle');
      await serviceWorkerInControl(page);
      const kb = (names: Iterable<string>) => [...names].reduce((sum, name) => sum + (scripts.get(name) ?? 0), 0) / 1024;
      const pwaPart = [...scripts.keys()].filter((name) => /pwa-start|install-choice/.test(name));
      console.log(
        `[pwa] ${pathname}: ${kb(scripts.keys()).toFixed(1)} KB gzip in ${scripts.size} scripts, of which the worker's registration (after the load event, when idle) ${kb(pwaPart).toFixed(1)} KB`,
      );
      // The worker is no script of the page, and nothing of it is asked for before the page has loaded:
      // its registration (pwa-start) waits for the load event and the browser's idle time.
      expect(scripts.has('/sw.js')).toBe(false);
      expect([...beforeLoad].filter((name) => /pwa-start|install-/.test(name))).toEqual([]);
      expect(pwaPart.length).toBeGreaterThan(0);
      expect(kb(pwaPart)).toBeLessThan(1.5);
      await context.close();
    }
  });
});
