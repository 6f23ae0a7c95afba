import {
  fillOrderText,
  type Message,
  ORDER_STATUS,
  type Order,
  type OrderListFilter,
  type OrderListQuerySchema,
  orderCancelRefusal,
  orderCodes,
  orderListFilter,
  orderTexts,
  TRANSACTION_STATUS,
} from '@spesa/domain';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notFound, throwIfRefused } from '../../lib/http-error';
import { releaseBookingOfOrder } from '../checkout/slot-reservation.repository';
import { returnSpentCertificates } from '../gift-certificates/gift-certificate.repository';
import {
  countOrderLines,
  findOrder,
  type OrderRow,
  selectOrderLines,
  selectOrdersOfUser,
  selectSuccessors,
  selectTransactions,
  setOrderStatus,
  updateOpenTransactions,
} from './order.repository';
import { dropEdit, lockOrderAfterItsEdit, orderEditTransaction } from './order-edit-cart';
import { toOrder, toOrderSummary } from './order-mapper';

type Queryable = Db | Tx;

const orderNotFound = () => notFound(orderTexts.orderNotFound, orderCodes.orderNotFound);

/**
 * The order if it is the shopper's; 404 alike when it does not exist or is another shopper's, so an
 * order id tells a stranger nothing (not even that the order exists).
 */
export function ownOrder(order: OrderRow | undefined, userId: number): OrderRow {
  if (!order || order.userId !== userId) throw orderNotFound();
  return order;
}

/** The whole order answer: its lines, transactions and the order that replaced it (an edit), in three more queries. */
export async function orderAnswer(db: Queryable, order: OrderRow): Promise<Order> {
  const [lines, transactions] = [await selectOrderLines(db, [order.orderId]), await selectTransactions(db, [order.orderId])];
  const successor = (await selectSuccessors(db, [order.orderId])).get(order.orderId) ?? null;
  return toOrder(order, lines, transactions, successor);
}

/** The gift certificates an order spent, as the gift certificates' repository finds them. */
export const certificatesSpentBy = (order: OrderRow) => ({
  userId: order.userId,
  cartId: order.cartId,
  userGiftCertificateIds: order.adjustments.giftCertificates.map((gift) => gift.userGiftCertificateId),
});

/**
 * Cancels a locked order whose cancellation was allowed (the shopper's order/delete, the payment
 * timeout job, an edit bought in its place, staff): status 10 — or 11 when staff invalidate it —, its
 * place given back to the slot, the gift certificates it used given back to the shopper, its open
 * transactions (in progress, authorised) cancelled.
 */
export async function cancelOrder(
  tx: Tx,
  order: OrderRow,
  changedBy: string,
  toStatusId: typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.invalidated = ORDER_STATUS.cancelled,
): Promise<OrderRow> {
  const cancelled = await setOrderStatus(tx, order, toStatusId, changedBy);
  await releaseBookingOfOrder(tx, order.orderId);
  await returnSpentCertificates(tx, certificatesSpentBy(order));
  await updateOpenTransactions(
    tx,
    order.orderId,
    [TRANSACTION_STATUS.inProgress, TRANSACTION_STATUS.authorized],
    TRANSACTION_STATUS.cancelled,
  );
  return cancelled;
}

/**
 * One page of the shopper's orders with the page block: summaries, or whole orders with fetch_detail.
 * `extra` narrows the list further (order/list-for-all-*).
 */
export async function listOrderPage(
  db: Db,
  userId: number,
  filter: OrderListFilter,
  paging: { page: number; page_size: number },
  fetchDetail: boolean,
  extra: readonly (SQL | undefined)[] = [],
) {
  const { rows, total } = await selectOrdersOfUser(db, userId, filter, { page: paging.page, pageSize: paging.page_size }, extra);
  const ids = rows.map((row) => row.orderId);
  // Only a list with show_replaced holds replaced orders: each says which order took its place.
  const successors = filter.showReplaced ? await selectSuccessors(db, ids) : new Map<number, number>();
  const page = {
    selPage: paging.page,
    totPages: Math.max(1, Math.ceil(total / paging.page_size)),
    totItems: total,
    itemsPerPage: paging.page_size,
  };
  if (fetchDetail) {
    const [lines, transactions] = [await selectOrderLines(db, ids), await selectTransactions(db, ids)];
    const orders = rows.map((row) =>
      toOrder(
        row,
        lines.filter((line) => line.orderId === row.orderId),
        transactions.filter((transaction) => transaction.orderId === row.orderId),
        successors.get(row.orderId) ?? null,
      ),
    );
    return { orders, page };
  }
  const counts = await countOrderLines(db, ids);
  return {
    orders: rows.map((row) => toOrderSummary(row, counts.get(row.orderId) ?? 0, successors.get(row.orderId) ?? null)),
    page,
  };
}

/** The shopper's orders: view, list and cancel (order/delete). */
export function createOrderService(db: Db) {
  return {
    view: async (userId: number, orderId: number, options: { showReplaced: boolean }): Promise<Order> => {
      const answer = await orderAnswer(db, ownOrder(await findOrder(db, orderId), userId));
      // An order replaced by an edit is history: shown only when asked for.
      if (!options.showReplaced && answer.replacedByOrderId !== null) throw orderNotFound();
      return answer;
    },

    list: (userId: number, query: OrderListQuerySchema) =>
      listOrderPage(db, userId, orderListFilter(query), query, query.fetch_detail ?? false),

    /**
     * Cancels the order (status 10) when the domain allows it — before the store takes charge, never
     * when paid online by card — gives its place back to the slot and cancels its open transactions;
     * an edit of it in progress is dropped.
     */
    cancel: (userId: number, orderId: number): Promise<{ order: Order; info: Message }> =>
      orderEditTransaction(db, async (tx) => {
        const locked = await lockOrderAfterItsEdit(tx, orderId, userId);
        const order = ownOrder(locked.order, userId);
        const refusal = orderCancelRefusal(order);
        throwIfRefused(refusal);
        const cancelled = await cancelOrder(tx, order, 'shopper');
        // An edit of the order goes with it: its hold gives the place back, the open cart is the shopper's again.
        if (locked.edit) await dropEdit(tx, locked.edit);
        return {
          order: await orderAnswer(tx, cancelled),
          info: { code: orderCodes.orderCancelled, description: fillOrderText(orderTexts.orderCancelled, { orderId }) },
        };
      }),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
