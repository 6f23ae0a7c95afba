import {
  type AdminOrderListQuery,
  type AdminTimeslot,
  type AdminTimeslotsQuery,
  backOfficeCodes,
  backOfficeTexts,
  capacityRefusal,
  captureAmountCents,
  captureRefusal,
  isOnlinePaymentType,
  isVoidingStatus,
  loyaltyPointsEarned,
  ORDER_STATUS,
  orderCodes,
  orderStatusTable,
  orderTexts,
  settledStatusIds,
  shopDateIso,
  staffActions,
  statusMoveRefusal,
  TRANSACTION_STATUS,
  timeslotName,
  timeslotStatus,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound, throwIfRefused } from '../../lib/http-error';
import { findOrder, type OrderRow, setOrderStatus, updateOpenTransactions } from '../orders/order.repository';
import { cancelOrder } from '../orders/order.service';
import { dropEdit, lockOrderAfterItsEdit, orderEditTransaction } from '../orders/order-edit-cart';
import { toOrderSummary } from '../orders/order-mapper';
import { findAuthorisationOfOrder, findOpenTransactionOfOrder } from '../payments/payment.repository';
import type { PaymentGateway } from '../payments/payment-gateway';
import { adminOrderAnswer, refreshFinalTotal, toCustomer } from './admin-order-answer';
import {
  type AdminOrderFilter,
  confirmTransaction,
  countOrdersByStatus,
  creditLoyaltyPoints,
  findSlotLoad,
  lockTimeslot,
  type SlotLoadRow,
  selectAdminOrders,
  selectPlaces,
  selectSlotsOfDay,
  setSlotCapacity,
} from './back-office.repository';
import { backOfficeLineChanges } from './back-office-lines';
import { recordStaffChange } from './staff-audit.repository';

const orderNotFound = () => notFound(orderTexts.orderNotFound, orderCodes.orderNotFound);

function toAdminTimeslot(slot: SlotLoadRow): AdminTimeslot {
  return {
    timeslotId: slot.timeslotId,
    date: slot.slotDate,
    beginTime: slot.beginTime,
    endTime: slot.endTime,
    name: timeslotName(slot.beginTime, slot.endTime),
    deliveryServiceId: slot.deliveryServiceId,
    storeId: slot.storeId,
    warehouseId: slot.warehouseId,
    capacity: slot.capacity,
    booked: slot.booked,
    held: slot.held,
    status: timeslotStatus(slot.booked, slot.capacity),
    orderCount: slot.orderCount,
  };
}

export type BackOfficeServiceOptions = {
  gateway: PaymentGateway;
  /** The clock (today's orders and slots, Italian time). */
  now?: () => Date;
};

/**
 * The store's back office: orders of a day by slot, place and status; moving an order through the
 * transition table (charging and crediting points at delivery, giving the place and the
 * authorisation back on cancellation); weighing loose lines and substituting products while the
 * order is prepared; slot capacities. Every change locks the order (or the slot) in one transaction.
 */
export function createBackOfficeService(db: Db, options: BackOfficeServiceOptions) {
  const { gateway } = options;
  const now = options.now ?? (() => new Date());

  /**
   * Charges the order at delivery: the authorised online payment is captured for the final amount,
   * never above what was authorised; a payment on delivery is confirmed for the final amount.
   */
  const settlePayment = async (tx: Tx, staffUserId: number, order: OrderRow, finalCents: number) => {
    const recordPayment = (before: number, after: number) =>
      recordStaffChange(tx, staffUserId, {
        action: staffActions.orderPayment,
        orderId: order.orderId,
        before: { amountCents: before },
        after: { amountCents: after },
      });
    const authorisation = await findAuthorisationOfOrder(tx, order.orderId);
    if (authorisation) {
      // Confirmed already: it was charged once, never again.
      if (authorisation.transactionStatusId !== TRANSACTION_STATUS.authorized) return;
      const amountCents = captureAmountCents(finalCents, authorisation.amountCents);
      const refusal = captureRefusal(authorisation.amountCents, amountCents);
      throwIfRefused(refusal);
      const result = await gateway.capture(authorisation.gatewayReference ?? '', amountCents);
      if (!result.ok) throw conflict(result.reason);
      await confirmTransaction(tx, authorisation, amountCents);
      await recordPayment(authorisation.amountCents, amountCents);
      return;
    }
    if (isOnlinePaymentType(order.paymentTypeId)) return;
    const onDelivery = await findOpenTransactionOfOrder(tx, order.orderId);
    if (!onDelivery) return;
    await confirmTransaction(tx, onDelivery, finalCents);
    await recordPayment(onDelivery.amountCents, finalCents);
  };

  return {
    places: () => selectPlaces(db),

    timeslots: async (query: AdminTimeslotsQuery) => {
      const slots = await selectSlotsOfDay(db, {
        date: query.date ?? shopDateIso(now()),
        storeId: query.store_id,
        warehouseId: query.warehouse_id,
      });
      return { timeslots: slots.map(toAdminTimeslot) };
    },

    /** A slot's capacity in orders, never below the orders already booked in it (the slot locked meanwhile). */
    setCapacity: async (staffUserId: number, timeslotId: number, capacity: number) => {
      await db.transaction(async (tx) => {
        const slot = await lockTimeslot(tx, timeslotId);
        if (!slot) throw notFound(backOfficeTexts.timeslotNotFound, backOfficeCodes.timeslotNotFound);
        const refusal = capacityRefusal(capacity, slot.booked);
        throwIfRefused(refusal);
        await setSlotCapacity(tx, timeslotId, capacity);
        await recordStaffChange(tx, staffUserId, {
          action: staffActions.slotCapacity,
          timeslotId,
          before: { capacity: slot.capacity, booked: slot.booked },
          after: { capacity, booked: slot.booked },
        });
      });
      const slot = await findSlotLoad(db, timeslotId);
      if (!slot) throw notFound(backOfficeTexts.timeslotNotFound, backOfficeCodes.timeslotNotFound);
      return { timeslot: toAdminTimeslot(slot) };
    },

    listOrders: async (query: AdminOrderListQuery) => {
      const filter: AdminOrderFilter = {
        date: query.date ?? shopDateIso(now()),
        storeId: query.store_id,
        warehouseId: query.warehouse_id,
        timeslotId: query.timeslot_id,
        statusIds: query.status,
      };
      const { rows, total } = await selectAdminOrders(db, filter, { page: query.page, pageSize: query.page_size });
      const counts = await countOrdersByStatus(db, filter);
      return {
        orders: rows.map(({ order, customer, lines }) => ({
          ...toOrderSummary(order, lines),
          customer: toCustomer(customer, order),
        })),
        page: {
          selPage: query.page,
          totPages: Math.max(1, Math.ceil(total / query.page_size)),
          totItems: total,
          itemsPerPage: query.page_size,
        },
        statusCounts: counts.map((row) => ({ ...row, label: orderStatusTable.labelOf(row.orderStatusId) ?? '' })),
      };
    },

    viewOrder: async (orderId: number) => {
      const order = await findOrder(db, orderId);
      if (!order) throw orderNotFound();
      return { order: await adminOrderAnswer(db, order) };
    },

    /**
     * Moves the order to another status when the transition table allows it, recorded as
     * 'staff:<userId>'. Delivered or partially delivered: the final amount is fixed, the payment
     * charged and loyalty points credited — once, since those statuses are final and the order is
     * locked. Cancelled or invalidated: the slot place and the card authorisation are given back.
     * Not collected: the card authorisation is given back (the slot is over).
     */
    moveStatus: async (staffUserId: number, orderId: number, toStatusId: number) => {
      const changedBy = `staff:${staffUserId}`;
      const { answer, voidReference } = await orderEditTransaction(db, async (tx) => {
        const { order, edit } = await lockOrderAfterItsEdit(tx, orderId);
        if (!order) throw orderNotFound();
        const refusal = statusMoveRefusal(order.orderStatusId, toStatusId);
        throwIfRefused(refusal);
        await recordStaffChange(tx, staffUserId, {
          action: staffActions.orderStatus,
          orderId,
          before: { orderStatusId: order.orderStatusId },
          after: { orderStatusId: toStatusId },
        });
        if (settledStatusIds.includes(toStatusId)) {
          const settled = await refreshFinalTotal(tx, order);
          const finalCents = settled.finalTotalCents ?? settled.totalCents;
          await settlePayment(tx, staffUserId, settled, finalCents);
          await creditLoyaltyPoints(tx, order.userId, loyaltyPointsEarned(finalCents));
          const moved = await setOrderStatus(tx, settled, toStatusId, changedBy);
          return { answer: await adminOrderAnswer(tx, moved), voidReference: null };
        }
        const authorisation = await findAuthorisationOfOrder(tx, orderId);
        const voidReference =
          authorisation?.transactionStatusId === TRANSACTION_STATUS.authorized ? authorisation.gatewayReference : null;
        if (isVoidingStatus(toStatusId)) {
          const moved = await cancelOrder(tx, order, changedBy, toStatusId);
          // The shopper's edit of it, if any, goes with it (its hold gives the place back).
          if (edit) await dropEdit(tx, edit);
          return { answer: await adminOrderAnswer(tx, moved), voidReference };
        }
        const moved = await setOrderStatus(tx, order, toStatusId, changedBy);
        if (toStatusId !== ORDER_STATUS.notCollected) return { answer: await adminOrderAnswer(tx, moved), voidReference: null };
        await updateOpenTransactions(
          tx,
          orderId,
          [TRANSACTION_STATUS.inProgress, TRANSACTION_STATUS.authorized],
          TRANSACTION_STATUS.cancelled,
        );
        return { answer: await adminOrderAnswer(tx, moved), voidReference };
      });
      // The authorisation is released once the order's cancellation is committed.
      if (voidReference) await gateway.void(voidReference);
      return { order: answer };
    },

    ...backOfficeLineChanges(db),
  };
}

export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
