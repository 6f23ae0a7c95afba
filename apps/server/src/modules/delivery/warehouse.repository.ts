import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { warehouses } from '../../db/schema/catalogue';
import { deliveryFees } from '../../db/schema/delivery';

export type WarehouseRow = typeof warehouses.$inferSelect;
type Queryable = Db | Tx;

/** Every warehouse: a handful, so coverage and distances are worked out in memory. */
export async function selectWarehouses(db: Queryable): Promise<WarehouseRow[]> {
  return db.select().from(warehouses).orderBy(asc(warehouses.warehouseId));
}

export async function findDeliveryFee(db: Queryable, deliveryServiceId: number, warehouseId: number) {
  const [row] = await db
    .select()
    .from(deliveryFees)
    .where(and(eq(deliveryFees.deliveryServiceId, deliveryServiceId), eq(deliveryFees.warehouseId, warehouseId)))
    .limit(1);
  return row;
}
