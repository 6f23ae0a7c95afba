import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { carts } from '../../db/schema/cart';
import { addresses, userCompanyPoints } from '../../db/schema/delivery';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;
type Queryable = Db | Tx;

export async function findAddressById(db: Queryable, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.addressId, addressId)).limit(1);
  return row;
}

/** A shopper's own home addresses, oldest first. */
export async function selectUserAddresses(db: Queryable, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.addressId));
}

/** The company delivery points a shopper joined. */
export async function selectCompanyPointsOf(db: Queryable, userId: number): Promise<AddressRow[]> {
  const rows = await db
    .select({ address: addresses })
    .from(userCompanyPoints)
    .innerJoin(addresses, eq(addresses.addressId, userCompanyPoints.addressId))
    .where(eq(userCompanyPoints.userId, userId))
    .orderBy(asc(addresses.addressId));
  return rows.map((row) => row.address);
}

/** The open pickup points of shops and lockers of the given types (3, 5). */
export async function selectPickupAddresses(db: Queryable, addressTypeIds: number[]): Promise<AddressRow[]> {
  if (addressTypeIds.length === 0) return [];
  return db
    .select()
    .from(addresses)
    .where(
      and(
        isNull(addresses.userId),
        isNull(addresses.subscriptionCode),
        isNotNull(addresses.storeId),
        eq(addresses.active, true),
        inArray(addresses.addressTypeId, addressTypeIds),
      ),
    )
    .orderBy(asc(addresses.addressName));
}

/** The pickup address of a shop or locker (kept from `stores` by the migration's trigger). */
export async function findPickupAddressOfStore(db: Queryable, storeId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.storeId, storeId), isNull(addresses.userId), isNull(addresses.subscriptionCode)))
    .limit(1);
  return row;
}

export async function findCompanyPointByCode(db: Queryable, code: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.subscriptionCode, code)).limit(1);
  return row;
}

export async function isCompanyPointOf(db: Queryable, userId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .select({ addressId: userCompanyPoints.addressId })
    .from(userCompanyPoints)
    .where(and(eq(userCompanyPoints.userId, userId), eq(userCompanyPoints.addressId, addressId)))
    .limit(1);
  return rows.length > 0;
}

export async function linkCompanyPoint(db: Queryable, userId: number, addressId: number): Promise<void> {
  await db.insert(userCompanyPoints).values({ userId, addressId }).onConflictDoNothing();
}

export async function unlinkCompanyPoint(db: Queryable, userId: number, addressId: number): Promise<void> {
  await db.delete(userCompanyPoints).where(and(eq(userCompanyPoints.userId, userId), eq(userCompanyPoints.addressId, addressId)));
}

export async function insertAddress(db: Queryable, values: NewAddressRow): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  if (!row) throw new Error('insert into addresses returned no row');
  return row;
}

export async function updateAddress(db: Queryable, addressId: number, values: Partial<NewAddressRow>): Promise<AddressRow> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(addresses.addressId, addressId))
    .returning();
  if (!row) throw new Error('update of addresses returned no row');
  return row;
}

export async function deleteAddress(db: Queryable, addressId: number): Promise<void> {
  await db.delete(addresses).where(eq(addresses.addressId, addressId));
}

/** True when the shopper's open cart has this address selected. */
export async function isSelectedOnOpenCart(db: Queryable, userId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .select({ cartId: carts.cartId })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.cartStatusId, 0), eq(carts.shippingAddressId, addressId)))
    .limit(1);
  return rows.length > 0;
}

export type UserDefaults = { defaultDeliveryAddressId?: number | null; defaultStoreAddressId?: number | null };

export async function updateUserDefaults(db: Queryable, userId: number, defaults: UserDefaults): Promise<void> {
  await db.update(users).set(defaults).where(eq(users.userId, userId));
}

/** The shopper's home address to make default after `exceptAddressId` goes: the oldest other one. */
export async function firstOtherHomeAddress(db: Queryable, userId: number, exceptAddressId: number): Promise<number | null> {
  const [row] = await db
    .select({ addressId: addresses.addressId })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), ne(addresses.addressId, exceptAddressId)))
    .orderBy(asc(addresses.addressId))
    .limit(1);
  return row?.addressId ?? null;
}
