import { randomBytes } from 'node:crypto';
import { STAFF_ROLE } from '@spesa/domain';
import { eq, sql } from 'drizzle-orm';
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
