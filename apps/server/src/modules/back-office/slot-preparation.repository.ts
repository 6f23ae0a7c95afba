import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, orderLines, orders, products, stores, timeslots, users, warehouses } from '../../db/schema/index';

type Queryable = Db | Tx;

/** A slot with the name of the store or warehouse it belongs to. */
export async function findSlotWithPlace(db: Queryable, timeslotId: number) {
  const [row] = await db
    .select({
      slot: timeslots,
      placeName: sql<string>`coalesce(${stores.name}, ${warehouses.name}, '')`,
    })
    .from(timeslots)
    .leftJoin(stores, eq(stores.storeId, timeslots.storeId))
    .leftJoin(warehouses, eq(warehouses.warehouseId, timeslots.warehouseId))
    .where(eq(timeslots.timeslotId, timeslotId));
  return row;
}

/** The orders of a slot in these statuses, by id, with their shopper's name. */
export function selectSlotOrders(db: Queryable, timeslotId: number, statusIds: readonly number[]) {
  return db
    .select({
      orderId: orders.orderId,
      orderStatusId: orders.orderStatusId,
      customerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.userId, orders.userId))
    .where(and(eq(orders.timeslotId, timeslotId), inArray(orders.orderStatusId, [...statusIds])))
    .orderBy(asc(orders.orderId));
}

/** The lines of these orders with the department (first-level category) of their product, if still in the catalogue. */
export function selectPickingLines(db: Queryable, orderIds: readonly number[]) {
  return db
    .select({
      line: orderLines,
      departmentId: products.departmentId,
      departmentName: categories.name,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.productId, orderLines.productId))
    .leftJoin(categories, eq(categories.categoryId, products.departmentId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderLineId));
}

/** The ids of a slot's orders, smallest first: the order in which a bulk move locks them. */
export async function selectSlotOrderIds(tx: Tx, timeslotId: number): Promise<number[]> {
  const rows = await tx
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.timeslotId, timeslotId))
    .orderBy(asc(orders.orderId));
  return rows.map((row) => row.orderId);
}
