import { TRANSACTION_STATUS } from '@spesa/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentTransactions } from '../../db/schema/index';
import type { TransactionRow } from '../orders/order.repository';

type Queryable = Db | Tx;

export async function findTransaction(db: Queryable, transactionId: number): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.transactionId, transactionId)).limit(1);
  return row;
}

/** The order's most recent transaction still in progress (waiting for the gateway's page), if any. */
export async function findOpenTransactionOfOrder(db: Queryable, orderId: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.transactionStatusId, TRANSACTION_STATUS.inProgress)),
    )
    .orderBy(desc(paymentTransactions.transactionId))
    .limit(1);
  return row;
}

/** The order's authorised (or already captured) transaction, if any: an order is authorised once. */
export async function findAuthorisationOfOrder(db: Queryable, orderId: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        inArray(paymentTransactions.transactionStatusId, [TRANSACTION_STATUS.authorized, TRANSACTION_STATUS.confirmed]),
      ),
    )
    .limit(1);
  return row;
}

/** Stores the gateway's reference and hosted page of a transaction that has none yet; false when another call did. */
export async function setGatewayReference(
  db: Queryable,
  transaction: TransactionRow,
  reference: string,
  extra: Record<string, unknown>,
): Promise<boolean> {
  const updated = await db
    .update(paymentTransactions)
    .set({ gatewayReference: reference, paymentData: { ...transaction.paymentData, ...extra }, updatedAt: sql`now()` })
    .where(
      and(eq(paymentTransactions.transactionId, transaction.transactionId), sql`${paymentTransactions.gatewayReference} IS NULL`),
    )
    .returning({ transactionId: paymentTransactions.transactionId });
  return updated.length > 0;
}

export async function setTransactionStatus(
  tx: Tx,
  transactionId: number,
  transactionStatusId: number,
  paymentData?: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ transactionStatusId, ...(paymentData ? { paymentData } : {}), updatedAt: sql`now()` })
    .where(eq(paymentTransactions.transactionId, transactionId));
}

/** Changes how an order is paid (order/modify-payment-type). */
export async function setOrderPaymentType(
  tx: Tx,
  orderId: number,
  values: { paymentTypeId: number; preauthorisedCents: number | null },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.orderId, orderId));
}

/**
 * Orders still suspended (waiting for payment) whose last payment attempt — the order itself, or its
 * latest transaction — started before `startedBefore`: the payment timeout job cancels them.
 */
export async function selectOverdueSuspendedOrderIds(
  db: Queryable,
  suspendedStatusIds: readonly number[],
  startedBefore: Date,
): Promise<number[]> {
  const lastAttempt = sql`greatest(${orders.createdAt}, (SELECT max(${paymentTransactions.createdAt}) FROM ${paymentTransactions} WHERE ${paymentTransactions.orderId} = ${orders.orderId}))`;
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        inArray(orders.orderStatusId, [...suspendedStatusIds]),
        sql`${lastAttempt} < ${startedBefore.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(orders.orderId)
    .limit(500);
  return rows.map((row) => row.orderId);
}

/** When the order's last payment attempt started (its latest transaction, else the order). */
export async function lastPaymentAttemptAt(db: Queryable, orderId: number, orderCreatedAt: Date): Promise<Date> {
  const [row] = await db
    .select({ createdAt: paymentTransactions.createdAt })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return row && row.createdAt > orderCreatedAt ? row.createdAt : orderCreatedAt;
}
