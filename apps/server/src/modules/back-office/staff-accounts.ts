import { randomBytes } from 'node:crypto';
import { STAFF_ROLE, zEmail } from '@spesa/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { hashPassword } from '../auth/password-hashing';
import { findUserByEmail, insertUser } from '../users/user.repository';

export type StaffAccount = { email: string; firstName: string; lastName: string };

/** 18 random bytes in base64url: 24 characters, never a known password. */
export function randomStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Gives the account of `email` the staff role: an existing account (a shopper) is promoted and keeps
 * its password; otherwise a confirmed account is created with `password` (argon2id, as registration
 * hashes). Staff have no home address: the address fields stay empty.
 */
export async function ensureStaffAccount(
  db: Db | Tx,
  account: StaffAccount,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = account.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.staffRole === STAFF_ROLE) return 'unchanged';
    await db.update(users).set({ staffRole: STAFF_ROLE, updatedAt: sql`now()` }).where(eq(users.userId, existing.userId));
    return 'promoted';
  }
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: account.firstName,
    lastName: account.lastName,
    address1: '',
    addressNumber: '',
    postalcode: '',
    province: '',
    city: '',
    staffRole: STAFF_ROLE,
    emailConfirmedAt: new Date(),
  });
  return 'created';
}

/** What `npm run staff:create` reads: the e-mail and, optionally, the names (defaults: 'Personale', 'Negozio'). */
export const staffCommandSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(zEmail())
    .transform((email) => email.toLowerCase()),
  'first-name': z.string().trim().min(1).max(100).default('Personale'),
  'last-name': z.string().trim().min(1).max(100).default('Negozio'),
});

/**
 * The staff:create command: creates the staff account with a random password (answered once, to be
 * printed), or promotes an existing account, which keeps its password (answered null).
 */
export async function createStaffAccount(db: Db, args: z.input<typeof staffCommandSchema>) {
  const parsed = staffCommandSchema.parse(args);
  const password = randomStaffPassword();
  const account = { email: parsed.email, firstName: parsed['first-name'], lastName: parsed['last-name'] };
  const outcome = await ensureStaffAccount(db, account, password);
  return { email: account.email, outcome, password: outcome === 'created' ? password : null };
}
