import { createHash, randomBytes } from 'node:crypto';

/** A new random secret (32 bytes, base64url: 43 characters) for a session or an e-mail link. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, hex. A stolen table opens nothing. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when the text could be one of our tokens; anything else is not looked up at all. */
export function looksLikeSecretToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
