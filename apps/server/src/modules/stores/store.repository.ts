import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { stores } from '../../db/schema/catalogue';

export type StoreRow = typeof stores.$inferSelect;
export type StoreOrder = 'name' | 'city' | 'province' | 'storeId';

const orderColumns = {
  name: [stores.name],
  city: [stores.city, stores.name],
  province: [stores.province, stores.city, stores.name],
  storeId: [],
};

/** The shops (not the pickup lockers), those offering any of `serviceIds` when given. */
export async function selectStores(db: Db | Tx, serviceIds: number[] | undefined, order: StoreOrder): Promise<StoreRow[]> {
  // The ids are JSON numbers: containment (@>) matches them, the key operators (?|) would not.
  const offersAny = serviceIds?.length
    ? sql` AND (${sql.join(
        serviceIds.map((id) => sql`${stores.deliveryServiceIds} @> ${JSON.stringify([id])}::jsonb`),
        sql` OR `,
      )})`
    : sql``;
  return db
    .select()
    .from(stores)
    .where(sql`${stores.kind} = 'store'${offersAny}`)
    .orderBy(...orderColumns[order].map((column) => asc(column)), asc(stores.storeId));
}

/** True for the id of a shop a shopper may choose as reference store. */
export async function isSelectableStore(db: Db | Tx, storeId: number): Promise<boolean> {
  const rows = await db
    .select({ storeId: stores.storeId })
    .from(stores)
    .where(sql`${eq(stores.storeId, storeId)} AND ${stores.kind} = 'store'`)
    .limit(1);
  return rows.length > 0;
}

/** A shop or locker by id. */
export async function findStoreById(db: Db | Tx, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.storeId, storeId)).limit(1);
  return row;
}

/** Every shop and locker: a few dozen rows, so distances are worked out in memory. */
export async function selectAllStores(db: Db | Tx): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.storeId));
}

/** The shops of a warehouse that run home delivery, lowest id first. */
export async function selectDeliveringStores(db: Db | Tx, warehouseId: number): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(
      sql`${eq(stores.warehouseId, warehouseId)} AND ${stores.kind} = 'store' AND ${stores.deliveryServiceIds} @> '[2]'::jsonb`,
    )
    .orderBy(asc(stores.storeId));
}
