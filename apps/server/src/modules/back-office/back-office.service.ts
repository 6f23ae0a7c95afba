import {
  type AdminCustomer,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminTimeslot,
  type AdminTimeslotsQuery,
  backOfficeCodes,
  backOfficeTexts,
  capacityRefusal,
  captureAmountCents,
  captureRefusal,
  finalTotalCents,
  isOnlinePaymentType,
  isVoidingStatus,
  linePreparationRefusal,
  loyaltyPointsEarned,
  nextStatusesOf,
  ORDER_STATUS,
  orderCodes,
  orderStatusTable,
  orderTexts,
  settledStatusIds,
  shopDateIso,
  statusMoveRefusal,
  substituteQuantityRefusal,
  substitutionChargeCents,
  substitutionRefusal,
  TRANSACTION_STATUS,
  timeslotName,
  timeslotStatus,
  toScaledInteger,
  weighedLineCents,
  weighRefusal,
  weightThousandthsOf,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, throwIfRefused } from '../../lib/http-error';
import {
  findOrder,
  lockOrder,
  type OrderLineRow,
  type OrderRow,
  selectOrderLines,
  setOrderStatus,
  updateOpenTransactions,
} from '../orders/order.repository';
import { cancelOrder, orderAnswer } from '../orders/order.service';
import { dropEdit, lockOrderAfterItsEdit, orderEditTransaction } from '../orders/order-edit-cart';
import { toOrderSummary } from '../orders/order-mapper';
import { findAuthorisationOfOrder, findOpenTransactionOfOrder } from '../payments/payment.repository';
import type { PaymentGateway } from '../payments/payment-gateway';
import { productsByIds } from '../wishlists/wishlist-mapper';
import {
  type AdminOrderFilter,
  type CustomerRow,
  confirmTransaction,
  countOrdersByStatus,
  creditLoyaltyPoints,
  findCustomer,
  findOrderLine,
  findSlotLoad,
  type LineDelivery,
  lockTimeslot,
  type SlotLoadRow,
  selectAdminOrders,
  selectPlaces,
  selectSlotsOfDay,
  selectStatusHistory,
  setFinalTotal,
  setLineDelivery,
  setSlotCapacity,
  undelivered,
} from './back-office.repository';

type Queryable = Db | Tx;

const orderNotFound = () => notFound(orderTexts.orderNotFound, orderCodes.orderNotFound);
const lineNotFound = () => notFound(backOfficeTexts.lineNotFound, backOfficeCodes.lineNotFound);

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

/** The shopper as staff reach them: the phone of the delivery address first (who receives the bags), else the profile's. */
function toCustomer(customer: CustomerRow, order: OrderRow): AdminCustomer {
  return {
    userId: customer.userId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: order.shippingAddress.referencePhoneNumber || customer.mobilePhone || null,
  };
}

/** The whole order as the shopper sees it, with its shopper, the moves the transition table allows and its history. */
async function adminOrderAnswer(db: Queryable, order: OrderRow): Promise<AdminOrder> {
  const customer = await findCustomer(db, order.userId);
  if (!customer) throw orderNotFound();
  const history = await selectStatusHistory(db, order.orderId);
  return {
    ...(await orderAnswer(db, order)),
    customer: toCustomer(customer, order),
    nextStatuses: nextStatusesOf(order.orderStatusId),
    history: history.map((move) => ({ ...move, changedAt: move.changedAt.toISOString() })),
  };
}

/** Stores the order's final amount from its lines as they are now (delivered where the store set it). */
async function refreshFinalTotal(tx: Tx, order: OrderRow): Promise<OrderRow> {
  const lines = await selectOrderLines(tx, [order.orderId]);
  return setFinalTotal(tx, order.orderId, finalTotalCents({ ...order, lines }));
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

  /** A locked order in preparation (4, 5, 6) and one of its lines, for weighing and substituting. */
  const preparingLine = async (tx: Tx, orderId: number, orderLineId: number) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw orderNotFound();
    const refusal = linePreparationRefusal(order.orderStatusId);
    throwIfRefused(refusal);
    const line = await findOrderLine(tx, orderId, orderLineId);
    if (!line) throw lineNotFound();
    return { order, line };
  };

  /** Sets what was delivered for a line and the order's new final amount; answers the order. */
  const deliverLine = async (tx: Tx, order: OrderRow, line: OrderLineRow, delivery: LineDelivery) => {
    await setLineDelivery(tx, line.orderLineId, delivery);
    return adminOrderAnswer(tx, await refreshFinalTotal(tx, order));
  };

  /**
   * Charges the order at delivery: the authorised online payment is captured for the final amount,
   * never above what was authorised; a payment on delivery is confirmed for the final amount.
   */
  const settlePayment = async (tx: Tx, order: OrderRow, finalCents: number) => {
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
      return;
    }
    if (isOnlinePaymentType(order.paymentTypeId)) return;
    const onDelivery = await findOpenTransactionOfOrder(tx, order.orderId);
    if (onDelivery) await confirmTransaction(tx, onDelivery, finalCents);
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
    setCapacity: async (timeslotId: number, capacity: number) => {
      await db.transaction(async (tx) => {
        const slot = await lockTimeslot(tx, timeslotId);
        if (!slot) throw notFound(backOfficeTexts.timeslotNotFound, backOfficeCodes.timeslotNotFound);
        const refusal = capacityRefusal(capacity, slot.booked);
        throwIfRefused(refusal);
        await setSlotCapacity(tx, timeslotId, capacity);
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
        if (settledStatusIds.includes(toStatusId)) {
          const settled = await refreshFinalTotal(tx, order);
          const finalCents = settled.finalTotalCents ?? settled.totalCents;
          await settlePayment(tx, settled, finalCents);
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

    /** The real weight of a loose line: its amount becomes price per kg × weight; the order's final amount follows. */
    weighLine: (orderId: number, orderLineId: number, weightKg: number) =>
      db.transaction(async (tx) => {
        const { order, line } = await preparingLine(tx, orderId, orderLineId);
        const refusal = weighRefusal(line);
        throwIfRefused(refusal);
        const weight = weightThousandthsOf(weightKg);
        if (weight === null)
          throw badRequest('weight: indica un peso in kg maggiore di zero, con al massimo 3 decimali', 'weight');
        // Weighed as ordered: a substitution of the line, if any, is undone.
        const answer = await deliverLine(tx, order, line, {
          ...undelivered,
          realWeightThousandths: weight,
          deliveredGrossTotalCents: weighedLineCents(line.unitPriceCents, weight),
        });
        return { order: answer };
      }),

    /**
     * Another product for a line whose shopper accepts alternatives: the order keeps both, and the
     * line charges the substitute's price × quantity, never more than the line as ordered.
     */
    substituteLine: async (orderId: number, orderLineId: number, productId: number, quantity: number) => {
      // Read before the transaction: the catalogue's names load on the connection the transaction would hold.
      const [product] = await productsByIds(db, db, [productId]);
      if (!product) throw notFound(backOfficeTexts.productNotFound, backOfficeCodes.productNotFound);
      const quantityRefusal = substituteQuantityRefusal(product, quantity);
      if (quantityRefusal) throw badRequest(quantityRefusal.message, 'quantity', quantityRefusal.code);
      const thousandths = toScaledInteger(quantity, 3);
      if (thousandths === null || thousandths <= 0)
        throw badRequest('quantity: indica una quantità maggiore di zero', 'quantity');
      return db.transaction(async (tx) => {
        const { order, line } = await preparingLine(tx, orderId, orderLineId);
        const refusal = substitutionRefusal(line);
        throwIfRefused(refusal);
        const answer = await deliverLine(tx, order, line, {
          ...undelivered,
          deliveredProductId: product.productId,
          deliveredProduct: product as unknown as Record<string, unknown>,
          deliveredQuantityThousandths: thousandths,
          deliveredGrossTotalCents: substitutionChargeCents(product.priceCents, quantity, line.grossTotalCents),
        });
        return { order: answer };
      });
    },

    /** Undoes the weighing and the substitution of a line: it counts as ordered again. */
    resetLine: (orderId: number, orderLineId: number) =>
      db.transaction(async (tx) => {
        const { order, line } = await preparingLine(tx, orderId, orderLineId);
        return { order: await deliverLine(tx, order, line, undelivered) };
      }),
  };
}

export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
