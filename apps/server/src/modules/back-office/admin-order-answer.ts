import { type AdminCustomer, type AdminOrder, finalTotalCents, nextStatusesOf, orderCodes, orderTexts } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { type OrderRow, selectOrderLines } from '../orders/order.repository';
import { orderAnswer } from '../orders/order.service';
import { type CustomerRow, findCustomer, selectStatusHistory, setFinalTotal } from './back-office.repository';
import { selectOrderAuditTrail } from './staff-audit.repository';

type Queryable = Db | Tx;

/** The shopper as staff reach them: the phone of the delivery address first (who receives the bags), else the profile's. */
export function toCustomer(customer: CustomerRow, order: OrderRow): AdminCustomer {
  return {
    userId: customer.userId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: order.shippingAddress.referencePhoneNumber || customer.mobilePhone || null,
  };
}

/** The whole order as the shopper sees it, with its shopper, the moves the transition table allows, its history and the staff's changes. */
export async function adminOrderAnswer(db: Queryable, order: OrderRow): Promise<AdminOrder> {
  const customer = await findCustomer(db, order.userId);
  if (!customer) throw notFound(orderTexts.orderNotFound, orderCodes.orderNotFound);
  const history = await selectStatusHistory(db, order.orderId);
  return {
    ...(await orderAnswer(db, order)),
    customer: toCustomer(customer, order),
    nextStatuses: nextStatusesOf(order.orderStatusId),
    history: history.map((move) => ({ ...move, changedAt: move.changedAt.toISOString() })),
    auditTrail: await selectOrderAuditTrail(db, order.orderId),
  };
}

/** Stores the order's final amount from its lines as they are now (delivered where the store set it). */
export async function refreshFinalTotal(tx: Tx, order: OrderRow): Promise<OrderRow> {
  const lines = await selectOrderLines(tx, [order.orderId]);
  return setFinalTotal(tx, order.orderId, finalTotalCents({ ...order, lines }));
}
