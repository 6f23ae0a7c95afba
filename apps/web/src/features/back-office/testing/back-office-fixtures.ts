import type { AdminOrder, AdminOrderList, AdminPlaces, AdminTimeslot, Order } from '@spesa/domain';
import { nextStatusesOf, orderStatusTable } from '@spesa/domain';
import { makeOrder } from '../../orders/testing/order-fixtures';

export const adminCustomer = {
  userId: 7,
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia.bianchi@example.it',
  phone: '3331234567',
};

export const places: AdminPlaces = {
  stores: [
    { storeId: 1, name: 'Bergamo Borgo Palazzo', city: 'Bergamo' },
    { storeId: 2, name: 'Milano Porta Romana', city: 'Milano' },
  ],
  warehouses: [{ warehouseId: 89, name: 'Magazzino Bergamo' }],
};

/** A slot of store 1 on 21/11/2026. */
export function makeAdminTimeslot(overrides: Partial<AdminTimeslot> = {}): AdminTimeslot {
  return {
    timeslotId: 31,
    date: '2026-11-21',
    beginTime: '09:00',
    endTime: '11:00',
    name: '09:00 - 11:00',
    deliveryServiceId: 1,
    storeId: 1,
    warehouseId: null,
    capacity: 10,
    booked: 3,
    held: 0,
    status: 'empty',
    orderCount: 3,
    ...overrides,
  };
}

/** An order as admin/order/view answers it: the shopper's order with its customer, next statuses (the domain's table) and history. */
export function makeAdminOrder(
  overrides: Partial<Order> = {},
  history: AdminOrder['history'] = [],
  auditTrail: AdminOrder['auditTrail'] = [],
): AdminOrder {
  const order = makeOrder(overrides);
  return {
    ...order,
    orderStatusDescr: orderStatusTable.labelOf(order.orderStatusId) ?? '',
    customer: adminCustomer,
    nextStatuses: nextStatusesOf(order.orderStatusId),
    history,
    auditTrail,
  };
}

/** A page of admin/orders with its status chips. */
export function makeAdminOrderList(orders: AdminOrder[], statusCounts: AdminOrderList['statusCounts']): AdminOrderList {
  return {
    orders: orders.map(
      ({ orderItems, orderPackages, orderAdjustments, transactions, nextStatuses, history, auditTrail, ...summary }) => summary,
    ),
    page: { selPage: 1, totPages: orders.length ? 1 : 0, totItems: orders.length, itemsPerPage: 20 },
    statusCounts,
  };
}
