import { existsSync } from 'node:fs';
import path from 'node:path';
import { tenantIds, tenants } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe.each(tenantIds)('the installable app of %s', (tenantId) => {
  const tenant = tenants[tenantId];
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TENANT: tenantId });
  });
  afterAll(() => test.close());

  it('serves the brand’s Web App Manifest as application/manifest+json, in Italian', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: `${tenant.brandName} – Spesa online`,
      short_name: tenant.brandName,
      lang: 'it',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: tenant.theme.primaryColor,
      background_color: '#ffffff',
    });
    expect(manifest.description).toContain(`La spesa online di ${tenant.brandName}`);
    // What Chromium needs to offer the install: a 192 and a 512 px icon; and one the system may mask.
    expect(manifest.icons).toEqual([
      { src: `/icons/${tenantId}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/icons/${tenantId}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/icons/${tenantId}/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('serves the offline page with the brand’s name, in Italian, without any script', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/offline.html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="it">');
    expect(answer.body).toContain(`<header>${tenant.brandName}</header>`);
    expect(answer.body).toContain('Nessuna connessione');
    expect(answer.body).toContain('>Riprova</a>');
    expect(answer.body).not.toMatch(/<script/i);
  });
});

// The icons the manifest names are drawn by the web build (apps/web/build/pwa-icons.ts): checked when it is built.
describe.runIf(existsSync(path.resolve(import.meta.dirname, '../../../../web/dist/icons')))('the built icons', () => {
  it('exist for every icon of every brand’s manifest', async () => {
    for (const tenantId of tenantIds) {
      const test = await createTestApp({ TENANT: tenantId });
      const manifest = (await test.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
      for (const icon of manifest.icons)
        expect(existsSync(path.resolve(import.meta.dirname, '../../../../web/dist', icon.src.slice(1)))).toBe(true);
      await test.close();
    }
  });
});
