import { DELIVERY_SERVICE, ORDER_STATUS, TRANSACTION_STATUS } from '@spesa/domain';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  loyaltyCards,
  orderLines,
  orderStatusHistory,
  orders,
  paymentTransactions,
  stores,
  timeslots,
  users,
  warehouses,
} from '../../db/schema/index';
import type { OrderLineRow, OrderRow, TransactionRow } from '../orders/order.repository';
import type { TimeslotRow } from '../timeslots/timeslot.repository';

type Queryable = Db | Tx;

/** Orders that will not be delivered: left out of a slot's order count. */
const voidedOrderStatuses = [ORDER_STATUS.cancelled, ORDER_STATUS.invalidated];

export async function selectPlaces(db: Queryable) {
  const storeRows = await db
    .select({ storeId: stores.storeId, name: stores.name, city: stores.city })
    .from(stores)
    .orderBy(asc(stores.name));
  const warehouseRows = await db
    .select({ warehouseId: warehouses.warehouseId, name: warehouses.name })
    .from(warehouses)
    .orderBy(asc(warehouses.name));
  return { stores: storeRows, warehouses: warehouseRows };
}

/**
 * What a store prepares: its pickups and the home deliveries of the warehouse it belongs to (the
 * store's staff prepare both in the morning, so they see them side by side: issue 19).
 */
export function ofStore(
  storeId: number,
  columns: {
    storeId: typeof timeslots.storeId | typeof orders.storeId;
    warehouseId: typeof timeslots.warehouseId | typeof orders.warehouseId;
    deliveryServiceId: typeof timeslots.deliveryServiceId | typeof orders.deliveryServiceId;
  },
): SQL | undefined {
  return or(
    eq(columns.storeId, storeId),
    and(
      eq(columns.deliveryServiceId, DELIVERY_SERVICE.homeDelivery),
      eq(columns.warehouseId, sql`(SELECT s.warehouse_id FROM stores s WHERE s.store_id = ${storeId})`),
    ),
  );
}

/** A slot with the places checkouts hold in it now and the orders it carries. */
export type SlotLoadRow = TimeslotRow & { held: number; orderCount: number };

// Correlated on the outer "timeslots" row by name: Drizzle leaves the columns of a select's own sql unqualified.
const slotLoadColumns = {
  held: sql<number>`(SELECT count(*)::int FROM slot_reservations r WHERE r.timeslot_id = "timeslots"."timeslot_id" AND r.kind = 'hold' AND r.released_at IS NULL AND r.expires_at > now())`,
  orderCount: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.timeslot_id = "timeslots"."timeslot_id" AND o.order_status_id NOT IN (${sql.raw(voidedOrderStatuses.join(', '))}))`,
};

/** The slots of a day, of one store (with its warehouse's home deliveries) or warehouse when asked, by start time. */
export async function selectSlotsOfDay(
  db: Queryable,
  filter: { date: string; storeId?: number; warehouseId?: number },
): Promise<SlotLoadRow[]> {
  const rows = await db
    .select({ slot: timeslots, ...slotLoadColumns })
    .from(timeslots)
    .where(
      and(
        eq(timeslots.slotDate, filter.date),
        filter.storeId === undefined ? undefined : ofStore(filter.storeId, timeslots),
        filter.warehouseId === undefined ? undefined : eq(timeslots.warehouseId, filter.warehouseId),
      ),
    )
    .orderBy(asc(timeslots.beginTime), asc(timeslots.deliveryServiceId), asc(timeslots.storeId), asc(timeslots.warehouseId));
  return rows.map(({ slot, held, orderCount }) => ({ ...slot, held: Number(held), orderCount: Number(orderCount) }));
}

export async function findSlotLoad(db: Queryable, timeslotId: number): Promise<SlotLoadRow | undefined> {
  const [row] = await db
    .select({ slot: timeslots, ...slotLoadColumns })
    .from(timeslots)
    .where(eq(timeslots.timeslotId, timeslotId));
  return row && { ...row.slot, held: Number(row.held), orderCount: Number(row.orderCount) };
}

/** The slot, locked until the transaction ends: a capacity change waits for checkouts booking it. */
export async function lockTimeslot(tx: Tx, timeslotId: number): Promise<TimeslotRow | undefined> {
  const [row] = await tx.select().from(timeslots).where(eq(timeslots.timeslotId, timeslotId)).for('update');
  return row;
}

export async function setSlotCapacity(tx: Tx, timeslotId: number, capacity: number): Promise<void> {
  await tx.update(timeslots).set({ capacity }).where(eq(timeslots.timeslotId, timeslotId));
}

/** What the back office's order list filters on: the slot's day, the place, the slot, the statuses. */
export type AdminOrderFilter = {
  date: string;
  storeId?: number;
  warehouseId?: number;
  timeslotId?: number;
  statusIds?: readonly number[];
};

function placeConditions(filter: AdminOrderFilter): (SQL | undefined)[] {
  return [
    eq(orders.slotDate, filter.date),
    filter.storeId === undefined ? undefined : ofStore(filter.storeId, orders),
    filter.warehouseId === undefined ? undefined : eq(orders.warehouseId, filter.warehouseId),
    filter.timeslotId === undefined ? undefined : eq(orders.timeslotId, filter.timeslotId),
  ];
}

/** The shopper of an order as staff need it. */
const customerColumns = {
  userId: users.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobilePhone: users.mobilePhone,
};
export type CustomerRow = { userId: number; firstName: string; lastName: string; email: string; mobilePhone: string | null };

/** One page of the day's orders, by slot start then order id, each with its shopper and line count. */
export async function selectAdminOrders(
  db: Queryable,
  filter: AdminOrderFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: { order: OrderRow; customer: CustomerRow; lines: number }[]; total: number }> {
  const where = and(
    ...placeConditions(filter),
    filter.statusIds && filter.statusIds.length > 0 ? inArray(orders.orderStatusId, [...filter.statusIds]) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({
      order: orders,
      customer: customerColumns,
      lines: sql<number>`(SELECT count(*)::int FROM order_lines l WHERE l.order_id = "orders"."order_id")`,
    })
    .from(orders)
    .innerJoin(users, eq(users.userId, orders.userId))
    .where(where)
    .orderBy(asc(orders.beginTime), asc(orders.orderId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows: rows.map((row) => ({ ...row, lines: Number(row.lines) })), total: Number(totalRow?.total ?? 0) };
}

/** How many orders of the day and place (and slot) are in each status, whatever the status filter. */
export async function countOrdersByStatus(db: Queryable, filter: AdminOrderFilter) {
  const rows = await db
    .select({ orderStatusId: orders.orderStatusId, count: count() })
    .from(orders)
    .where(and(...placeConditions(filter)))
    .groupBy(orders.orderStatusId)
    .orderBy(asc(orders.orderStatusId));
  return rows.map((row) => ({ orderStatusId: row.orderStatusId, count: Number(row.count) }));
}

export async function findCustomer(db: Queryable, userId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.userId, userId));
  return row;
}

export function selectStatusHistory(db: Queryable, orderId: number) {
  return db
    .select({
      fromStatusId: orderStatusHistory.fromStatusId,
      toStatusId: orderStatusHistory.toStatusId,
      changedBy: orderStatusHistory.changedBy,
      changedAt: orderStatusHistory.changedAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.orderStatusHistoryId));
}

export async function findOrderLine(db: Queryable, orderId: number, orderLineId: number): Promise<OrderLineRow | undefined> {
  const [row] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.orderLineId, orderLineId)));
  return row;
}

/** What the store delivered for a line (all null: as ordered). */
export type LineDelivery = Pick<
  OrderLineRow,
  | 'deliveredProductId'
  | 'deliveredProduct'
  | 'deliveredQuantityThousandths'
  | 'realWeightThousandths'
  | 'deliveredGrossTotalCents'
>;

export const undelivered: LineDelivery = {
  deliveredProductId: null,
  deliveredProduct: null,
  deliveredQuantityThousandths: null,
  realWeightThousandths: null,
  deliveredGrossTotalCents: null,
};

export async function setLineDelivery(tx: Tx, orderLineId: number, delivery: LineDelivery): Promise<void> {
  await tx.update(orderLines).set(delivery).where(eq(orderLines.orderLineId, orderLineId));
}

export async function setFinalTotal(tx: Tx, orderId: number, finalTotalCents: number): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ finalTotalCents, updatedAt: sql`now()` })
    .where(eq(orders.orderId, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

/** The loyalty card in a shopper's profile (null without one): a substitute's card price depends on it. */
export async function findShopperCard(tx: Tx, userId: number): Promise<string | null> {
  const [user] = await tx.select({ card: users.fidelityCard }).from(users).where(eq(users.userId, userId));
  return user?.card ?? null;
}

/**
 * Adds points to the loyalty card in the shopper's profile (a card the shop has not seen yet starts
 * at these points); nothing without a card. Answers the card credited, if any.
 */
export async function creditLoyaltyPoints(tx: Tx, userId: number, points: number): Promise<string | null> {
  const [user] = await tx.select({ card: users.fidelityCard }).from(users).where(eq(users.userId, userId));
  if (!user?.card) return null;
  await tx
    .insert(loyaltyCards)
    .values({ cardNumber: user.card, points })
    .onConflictDoUpdate({
      target: loyaltyCards.cardNumber,
      set: { points: sql`${loyaltyCards.points} + ${points}`, updatedAt: sql`now()` },
    });
  return user.card;
}

/** The payment is taken: the transaction becomes confirmed (3) for the amount charged, the authorised amount kept aside. */
export async function confirmTransaction(tx: Tx, transaction: TransactionRow, amountCents: number): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({
      transactionStatusId: TRANSACTION_STATUS.confirmed,
      amountCents,
      paymentData: { ...transaction.paymentData, authorisedCents: transaction.amountCents, capturedCents: amountCents },
      updatedAt: sql`now()`,
    })
    .where(eq(paymentTransactions.transactionId, transaction.transactionId));
}
