import type { Db, Tx } from '../../db/client';
import type { AccountTokenPurpose } from '../../db/schema/accounts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../auth/secret-token';
import { deleteUnusedAccountTokens, insertAccountToken, spendAccountToken } from './account-token.repository';

const HOUR_MS = 60 * 60_000;

/** How long each kind of link works: confirmation 7 days, password reset 1 hour, e-mail change 24 hours. */
export const accountTokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  confirm_registration: 7 * 24 * HOUR_MS,
  reset_password: HOUR_MS,
  change_email: 24 * HOUR_MS,
};

/** Creates a single-use link token (replacing the unused ones of the same purpose); returns the secret. */
export async function issueAccountToken(
  tx: Db | Tx,
  userId: number,
  purpose: AccountTokenPurpose,
  newEmail?: string,
): Promise<string> {
  await deleteUnusedAccountTokens(tx, userId, purpose);
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + accountTokenLifetimeMs[purpose]);
  await insertAccountToken(tx, { userId, purpose, tokenHash: hashSecretToken(token), expiresAt, newEmail });
  return token;
}

/** Spends a link token; undefined when it is malformed, unknown, used, expired or of another purpose. */
export async function spendAccountTokenSecret(tx: Db | Tx, token: string, purpose: AccountTokenPurpose) {
  if (!looksLikeSecretToken(token)) return undefined;
  return spendAccountToken(tx, hashSecretToken(token), purpose);
}
