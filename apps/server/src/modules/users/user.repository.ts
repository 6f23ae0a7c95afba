import { MIN_PROFILE_LEVEL } from '@spesa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** The personal fields a shopper may change on the profile page. */
export type ProfileChanges = Pick<
  NewUserRow,
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'addressNumber'
  | 'postalcode'
  | 'province'
  | 'city'
  | 'referenceStoreId'
  | 'birthDate'
  | 'mobilePhone'
  | 'fidelityCard'
  | 'fiscalCode'
  | 'legals'
>;

type Queryable = Db | Tx;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Queryable, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

export async function insertUser(tx: Queryable, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * The profile's data, saved whole (the request schema requires every mandatory field): a profile
 * below the configured minimum level (an account made elsewhere, with data missing) reaches it.
 */
export async function updateUserProfile(tx: Queryable, userId: number, changes: ProfileChanges): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, profileLevel: sql`greatest(${users.profileLevel}, ${MIN_PROFILE_LEVEL})`, updatedAt: sql`now()` })
    .where(eq(users.userId, userId))
    .returning();
  return row;
}

/** A new password hash; a reset link also proves the address, so it may confirm the account. */
export async function updateUserPassword(tx: Queryable, userId: number, passwordHash: string, confirmEmail: boolean) {
  await tx
    .update(users)
    .set({
      passwordHash,
      updatedAt: sql`now()`,
      ...(confirmEmail ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` } : {}),
    })
    .where(eq(users.userId, userId));
}

/** Marks the address as proven; true when it was not before (the first confirmation). */
export async function confirmUserEmail(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(sql`${users.userId} = ${userId} AND ${users.emailConfirmedAt} IS NULL`)
    .returning({ userId: users.userId });
  return rows.length > 0;
}

export async function updateUserEmail(tx: Queryable, userId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ email, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.userId, userId))
    .returning();
  return row;
}

export async function deleteUser(db: Queryable, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.userId, userId));
}
