import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config/env';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The shop's VAPID identity: the pair given as settings (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else
 * the one kept in DATA_DIR/vapid.json, made at the first start (written to a temporary file with
 * mode 0600 and renamed into place, so a crash or a second process never leaves half a key; the
 * first rename wins and every process then reads the same pair).
 */
export function loadVapidKeys(config: AppConfig): VapidKeys {
  const subject =
    config.VAPID_SUBJECT ?? (config.publicUrl.startsWith('https://') ? config.publicUrl : 'mailto:push@example.invalid');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.dataDir, 'vapid.json');
  const kept = readKeys(file);
  if (kept) return { ...kept, subject };
  mkdirSync(config.dataDir, { recursive: true });
  const fresh = webpush.generateVAPIDKeys();
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
  renameSync(temporary, file);
  return { ...(readKeys(file) ?? fresh), subject };
}

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return typeof publicKey === 'string' && typeof privateKey === 'string' ? { publicKey, privateKey } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
