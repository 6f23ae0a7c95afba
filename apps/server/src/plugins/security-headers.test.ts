import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, PERMISSIONS_POLICY, securityHeadersPlugin, TAG_MANAGER_SOURCES } from './security-headers';
import { staticWebPlugin } from './static-web';

const inlineScript = "(function(){document.head.dataset.ready='1'})()";
const indexHtml = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><script>${inlineScript}</script></head><body></body></html>`;
const scriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let app: FastifyInstance | undefined;
  const start = async (publicUrl?: string, gtm = false) => {
    const started = Fastify();
    await started.register(securityHeadersPlugin, { publicUrl, indexHtml, gtm });
    await started.register(staticWebPlugin, { distDir: '/nonexistent', indexHtml });
    started.get('/ebsn/api/ping', async () => ({ ok: true }));
    await started.ready();
    app = started;
    return started;
  };
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('allows index.html its own inline script by hash, and no other inline script', () => {
    expect(inlineScriptHashes(indexHtml)).toEqual([scriptHash]);
  });

  it('sends the policy, no framing, nosniff, the referrer and permissions policies on the page and on API answers', async () => {
    const app = await start();
    for (const answer of [
      await app.inject({ url: '/category/frutta', headers: { accept: 'text/html' } }),
      await app.inject({ url: '/ebsn/api/ping' }),
      await app.inject({ url: '/ebsn/api/missing' }),
    ]) {
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", scriptHash]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrades insecure requests only when the public address is https', async () => {
    const app = await start('https://spesa.example.it');
    const answer = await app.inject({ url: '/ebsn/api/ping' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(answer.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  it("lets in Google Tag Manager's and Google Analytics' origins only when a container is configured (decision 0036)", async () => {
    const app = await start(undefined, true);
    const csp = directives((await app.inject({ url: '/ebsn/api/ping' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", scriptHash, 'https://*.googletagmanager.com']);
    expect(csp['connect-src']).toEqual(["'self'", ...TAG_MANAGER_SOURCES.connectSrc]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', ...TAG_MANAGER_SOURCES.imgSrc]);
    // Still no inline script but index.html's, and nothing from anywhere else.
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['default-src']).toEqual(["'self'"]);
  });
});
