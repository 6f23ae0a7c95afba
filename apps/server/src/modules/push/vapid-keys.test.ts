import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { loadVapidKeys } from './vapid-keys';

const configIn = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

describe('VAPID keys', () => {
  it('are made once at the first start in DATA_DIR (mode 0600, no temporary file left) and read again afterwards', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'vapid-')), 'data');
    const first = loadVapidKeys(configIn(dir));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['vapid.json']);
    expect(loadVapidKeys(configIn(dir))).toEqual(first);
    expect(first.subject).toBe('mailto:push@example.invalid');
  });

  it('come from the settings when given, with their subject', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    const given = loadVapidKeys(configIn(dir));
    const other = path.join(mkdtempSync(path.join(tmpdir(), 'vapid-')), 'data');
    const keys = loadVapidKeys(
      configIn(other, {
        VAPID_PUBLIC_KEY: given.publicKey,
        VAPID_PRIVATE_KEY: given.privateKey,
        VAPID_SUBJECT: 'mailto:push@buonmercato.it',
      }),
    );
    expect(keys).toEqual({ publicKey: given.publicKey, privateKey: given.privateKey, subject: 'mailto:push@buonmercato.it' });
    expect(() => statSync(other)).toThrow();
  });

  it('refuse a wrong setting at start, naming it', () => {
    expect(() => configIn('/tmp/x', { VAPID_SUBJECT: 'push@example.it' })).toThrow(/VAPID_SUBJECT/);
    expect(() => configIn('/tmp/x', { VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
  });
});
