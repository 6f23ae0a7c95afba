import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum, which verbatimModuleSyntax cannot import: 2 is its Argon2id.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20 ms a hash on one core.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hash of a password, as a PHC string carrying its salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * True when the password matches the stored hash; a malformed hash is a mismatch, never a crash. An
 * account without a password (opened through a sign-in provider) matches nothing, as slowly as one with.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) return verifyDecoyPassword(password);
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verified when the e-mail is unknown, so that a wrong e-mail takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Spends the time of one verification without an account: unknown e-mails answer as slowly as known ones. */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
