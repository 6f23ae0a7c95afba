import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from './e2e/support/server';

const out = '/tmp/throttle-shots';
const policies: Record<string, string> = {
  strict:
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; font-src 'self' data:; frame-ancestors 'none'",
  noWorkerSrc: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'throttle-probe-'));
  const server = await startServer({ env: { DATA_DIR: dataDir, SEED: 'test', CHALLENGE_COMPLEXITY: '5000' }, logFile: path.join(dataDir, 'log') });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    for (const [name, policy] of Object.entries(policies)) {
      const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1366, height: 900 }, baseURL: server.url });
      const page = await context.newPage();
      await page.route('**/*', async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        if ((headers['content-type'] ?? '').includes('text/html')) headers['content-security-policy'] = policy;
        await route.fulfill({ response, headers });
      });
      await page.addInitScript(() => {
        (window as unknown as { violations: unknown[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { violations: unknown[] }).violations.push({
            directive: e.violatedDirective,
            blocked: e.blockedURI,
            source: e.sourceFile,
            sample: e.sample,
          }),
        );
      });
      const consoleLines: string[] = [];
      page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
      await page.goto('/reset-password-request');
      const started = Date.now();
      await page.getByText('Verificato', { exact: true }).waitFor({ timeout: 60_000 }).then(
        () => console.log(name, 'solved in', Date.now() - started, 'ms'),
        () => console.log(name, 'NOT solved'),
      );
      console.log(name, JSON.stringify(await page.evaluate(() => (window as unknown as { violations: unknown[] }).violations), null, 1));
      console.log(name, consoleLines.filter((l) => /altcha|worker|Content Security/i.test(l)).slice(0, 10));
      await context.close();
    }
    // Screenshots without CSP, desktop and phone.
    for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      const context = await browser.newContext({ locale: 'it-IT', viewport, baseURL: server.url, isMobile: label === 'phone', hasTouch: label === 'phone' });
      const page = await context.newPage();
      await page.goto('/reset-password-request');
      await page.getByRole('textbox', { name: /E-mail/ }).first().fill('giulia@example.it');
      await page.getByText('Verificato', { exact: true }).waitFor({ timeout: 60_000 });
      await shot(page, `reset-request-${label}`);
      await page.goto('/registration-user');
      await page.getByText('Verificato', { exact: true }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Registrati', exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/registration-bottom-${label}.png` });
      // Login dialog after repeated failures (unknown account: 5 failures from other... this address waits: use fresh email)
      const email = `nessuno${Date.now()}${label}@example.it`;
      for (let failures = 0; failures < 5; ) {
        const answer = await fetch(`${server.url}/ebsn/api/auth/login`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login: email, password: 'sbagliata' }),
        });
        if (answer.status === 401) failures += 1;
        const wait = Number(answer.headers.get('Retry-After') ?? 0);
        if (wait) await new Promise((r) => setTimeout(r, wait * 1000));
      }
      await new Promise((r) => setTimeout(r, 4_500));
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Accedi al tuo account' }).first();
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('sbagliata');
      await form.getByRole('button', { name: 'Accedi', exact: true }).click();
      await form.getByText('Verificato', { exact: true }).waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `${out}/login-challenge-${label}.png` });
      await form.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.waitForTimeout(300);
      await form.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.getByText(/riprova tra/).first().waitFor({ timeout: 10_000 }).catch(() => {});
      await page.screenshot({ path: `${out}/login-throttled-${label}.png` });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

import { mkdirSync } from 'node:fs';
mkdirSync(out, { recursive: true });
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
