import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('PUBLIC_URL: where every link points', () => {
  it('is required in production: the start refuses with one line naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/^Missing PUBLIC_URL: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://spesa.example.it/' }).publicUrl).toBe(
      'https://spesa.example.it',
    );
  });

  it('without it, outside production, links go to http://localhost:PORT', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
  });

  it('a command that makes no link (staff:create) needs none', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { serving: false }).publicUrl).toBe('http://localhost:8080');
  });

  it('must be a plain http(s) address', () => {
    for (const wrong of ['spesa.example.it', 'ftp://spesa.example.it', 'https://spesa.example.it/?next=x', 'https://']) {
      expect(() => loadConfig({ NODE_ENV: 'development', PUBLIC_URL: wrong }), wrong).toThrow(/^Invalid PUBLIC_URL=/);
    }
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://example.it/spesa' }).publicUrl).toBe(
      'https://example.it/spesa',
    );
  });

  it('the server itself stops at start in production without it, printing that one line', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const { PUBLIC_URL: _unset, ...environment } = process.env;
    const start = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: { ...environment, NODE_ENV: 'production', DATA_DIR: '/nonexistent/spesa-config-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Missing PUBLIC_URL: required when NODE_ENV=production/),
    ]);
  });
});

describe('WORDPRESS_URL: the content from the brand’s WordPress', () => {
  it('is an http(s) address without query, unset by default (the embedded content answers)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).WORDPRESS_URL).toBeUndefined();
    const config = loadConfig({ NODE_ENV: 'development', WORDPRESS_URL: 'http://wordpress:8080/blog' });
    expect(config.WORDPRESS_URL).toBe('http://wordpress:8080/blog');
    expect(config.WORDPRESS_TIMEOUT_MS).toBe(5000);
    for (const wrong of ['cms.example.it', 'ftp://cms.example.it', 'https://cms.example.it/?rest_route=/', 'https://']) {
      expect(() => loadConfig({ NODE_ENV: 'development', WORDPRESS_URL: wrong }), wrong).toThrow(/^Invalid WORDPRESS_URL=/);
    }
    expect(() => loadConfig({ NODE_ENV: 'development', WORDPRESS_TIMEOUT_MS: '10' })).toThrow(/^Invalid WORDPRESS_TIMEOUT_MS=/);
  });
});

describe('GTM_CONTAINER_ID: the brand tag manager container (decision 0036)', () => {
  it('is optional and must be a container id', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).GTM_CONTAINER_ID).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', GTM_CONTAINER_ID: 'GTM-AB12CD3' }).GTM_CONTAINER_ID).toBe('GTM-AB12CD3');
    for (const wrong of ['G-AB12CD3', 'GTM-ab12', 'GTM-AB12CD3"><script>', 'UA-1234-1']) {
      expect(() => loadConfig({ NODE_ENV: 'development', GTM_CONTAINER_ID: wrong }), wrong).toThrow(/^Invalid GTM_CONTAINER_ID=/);
    }
  });
});
