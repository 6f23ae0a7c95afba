import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIndexHtml, staticWebPlugin } from './static-web';

describe('static web app', () => {
  const script = `console.log(${JSON.stringify('spesa '.repeat(1000))});`;
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'spesa-static-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html data-tenant="__TENANT__"></html>');
    writeFileSync(path.join(distDir, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(distDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(distDir, 'assets/older-def456.js'), script);
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    app = Fastify();
    await app.register(compress, { threshold: 2048 });
    await app.register(staticWebPlugin, { distDir, indexHtml: readIndexHtml(distDir, 'buonmercato') });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(script);
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the brotli file written by the build to a browser that accepts it, once compressed', async () => {
    const answer = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('still compresses a script the build left without its brotli file', async () => {
    const answer = await app.inject({ url: '/assets/older-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('answers index.html with the tenant for an app path, never cached', async () => {
    const answer = await app.inject({ url: '/category/frutta', headers: { accept: 'text/html' } });
    expect(answer.body).toContain('data-tenant="buonmercato"');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker never from a cache, allowed to control the whole shop', async () => {
    const answer = await app.inject({ url: '/sw.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['service-worker-allowed']).toBe('/');
  });

  it('writes the tenant and the tag manager container into index.html, an empty container without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spesa-index-'));
    try {
      writeFileSync(
        path.join(dir, 'index.html'),
        '<html data-tenant="__TENANT__"><meta name="gtm-container" content="__GTM_CONTAINER_ID__" /></html>',
      );
      expect(readIndexHtml(dir, 'spesachiara', 'GTM-AB12CD3')).toBe(
        '<html data-tenant="spesachiara"><meta name="gtm-container" content="GTM-AB12CD3" /></html>',
      );
      expect(readIndexHtml(dir, 'buonmercato')).toBe(
        '<html data-tenant="buonmercato"><meta name="gtm-container" content="" /></html>',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
