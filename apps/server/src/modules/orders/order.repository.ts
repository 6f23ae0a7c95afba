import { type OrderListFilter, pushKindOfStatus } from '@spesa/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderLines, orderStatusHistory, orders, paymentTransactions } from '../../db/schema/index';
import { enqueueOrderNotification } from '../push/push.repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type TransactionRow = typeof paymentTransactions.$inferSelect;
type Queryable = Db | Tx;

export async function insertOrder(tx: Tx, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function insertOrderLines(tx: Tx, lines: NewOrderLineRow[]): Promise<void> {
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
}

export async function findOrder(db: Queryable, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  return row;
}

/** The order, locked until the transaction ends: status changes of one order run one after the other. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  return row;
}

/** The order placed from this cart, if any (a cart becomes at most one order). */
export async function findOrderOfCart(db: Queryable, cartId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return row;
}

/** The shopper's most recent order. */
export async function findLatestOrderOfUser(db: Queryable, userId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(1);
  return row;
}

export function selectOrderLines(db: Queryable, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderLineId));
}

export function selectTransactions(db: Queryable, orderIds: readonly number[]): Promise<TransactionRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.orderId, [...orderIds]))
    .orderBy(asc(paymentTransactions.transactionId));
}

/** How many lines each order has. */
export async function countOrderLines(db: Queryable, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderLines.orderId, lines: count() })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.lines)]));
}

const PENDING_PAYMENT_STATUSES = [1, 2];

/** True when another order replaced this one (an edited order). */
const replacedCondition = sql`EXISTS (SELECT 1 FROM ${orders} AS successor WHERE successor.replaces_order_id = ${orders.orderId})`;

/**
 * A shopper's orders, newest first, filtered and paged; the total count for the page block.
 * `extra` adds conditions of the lists that filter more (order/list-for-all-*).
 */
export async function selectOrdersOfUser(
  db: Queryable,
  userId: number,
  filter: OrderListFilter,
  page: { page: number; pageSize: number },
  extra: readonly (SQL | undefined)[] = [],
): Promise<{ rows: OrderRow[]; total: number }> {
  const grossTotal = sql`coalesce(${orders.finalTotalCents}, ${orders.totalCents})`;
  const orderDay = sql`(${orders.createdAt} AT TIME ZONE 'Europe/Rome')::date`;
  const conditions: (SQL | undefined)[] = [
    eq(orders.userId, userId),
    filter.fromDate ? gte(orderDay, sql`${filter.fromDate}::date`) : undefined,
    filter.toDate ? lte(orderDay, sql`${filter.toDate}::date`) : undefined,
    filter.fromTotalCents === null ? undefined : sql`${grossTotal} >= ${filter.fromTotalCents}`,
    filter.toTotalCents === null ? undefined : sql`${grossTotal} <= ${filter.toTotalCents}`,
    filter.showPending ? undefined : notInArray(orders.orderStatusId, PENDING_PAYMENT_STATUSES),
    filter.showReplaced ? undefined : sql`NOT ${replacedCondition}`,
    ...extra,
  ];
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** The orders that replaced these ones by an edit (old id → new id); an order without a successor is absent. */
export async function selectSuccessors(db: Queryable, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orders.orderId, replacesOrderId: orders.replacesOrderId })
    .from(orders)
    .where(inArray(orders.replacesOrderId, [...orderIds]));
  return new Map(rows.flatMap((row) => (row.replacesOrderId === null ? [] : [[row.replacesOrderId, row.orderId] as const])));
}

/** Moves an order to another status and records the change. */
export async function setOrderStatus(tx: Tx, order: OrderRow, toStatusId: number, changedBy: string): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ orderStatusId: toStatusId, updatedAt: sql`now()` })
    .where(eq(orders.orderId, order.orderId))
    .returning();
  if (!row) throw new Error(`order ${order.orderId} vanished`);
  await recordStatusChange(tx, order.orderId, order.orderStatusId, toStatusId, changedBy);
  return row;
}

export async function recordStatusChange(
  tx: Tx,
  orderId: number,
  fromStatusId: number | null,
  toStatusId: number,
  changedBy: string,
): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId, fromStatusId, toStatusId, changedBy });
  // The push notification the move announces goes to the outbox in the same transaction (decision 0034).
  const kind = pushKindOfStatus(toStatusId);
  if (kind) await enqueueOrderNotification(tx, orderId, kind);
}

export async function insertTransaction(tx: Tx, values: typeof paymentTransactions.$inferInsert): Promise<TransactionRow> {
  const [row] = await tx.insert(paymentTransactions).values(values).returning();
  if (!row) throw new Error('transaction not inserted');
  return row;
}

/** Sets the status of an order's transactions that are still in one of `fromStatuses`. */
export async function updateOpenTransactions(tx: Tx, orderId: number, fromStatuses: number[], toStatus: number): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ transactionStatusId: toStatus, updatedAt: sql`now()` })
    .where(and(eq(paymentTransactions.orderId, orderId), inArray(paymentTransactions.transactionStatusId, [...fromStatuses])));
}
