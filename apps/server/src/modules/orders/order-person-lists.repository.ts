import type { OrderAllListFilter } from '@spesa/domain';
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';

/** The conditions of the "all orders" lists beyond order/list's filter (see orderAllListFilter). */
export function allListConditions(filter: OrderAllListFilter): (SQL | undefined)[] {
  return [
    filter.contradictory ? sql`false` : undefined,
    filter.orderId === null ? undefined : eq(orders.orderId, filter.orderId),
    filter.warehouseId === null ? undefined : eq(orders.warehouseId, filter.warehouseId),
    filter.deliveryFromDate ? sql`${orders.slotDate} >= ${filter.deliveryFromDate}::date` : undefined,
    filter.deliveryToDate ? sql`${orders.slotDate} <= ${filter.deliveryToDate}::date` : undefined,
    filter.shippingAddressId === null ? undefined : eq(orders.shippingAddressId, filter.shippingAddressId),
  ];
}

/**
 * The shipping addresses the shopper's orders went to, with how many orders each (all of them,
 * whatever the page's filters), as the orders recorded them; the address most used first.
 */
export async function selectShippingAddressesOfOrders(db: Db, userId: number) {
  const rows = await db
    .select({
      addressId: orders.shippingAddressId,
      addressName: sql<string>`max(${orders.shippingAddress}->>'addressName')`,
      address1: sql<string>`max(${orders.shippingAddress}->>'address1')`,
      totItems: count(),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.shippingAddressId)))
    .groupBy(orders.shippingAddressId)
    .orderBy(sql`count(*) DESC`, orders.shippingAddressId);
  return rows.map((row) => ({
    addressId: row.addressId as number,
    addressName: row.addressName ?? '',
    address1: row.address1 ?? '',
    totItems: Number(row.totItems),
  }));
}
