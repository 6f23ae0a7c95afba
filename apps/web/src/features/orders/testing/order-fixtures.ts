import type { Order, OrderItem, Product } from '@spesa/domain';
import { makeAddress, shippingAddressOf } from '../../delivery/testing/delivery-fixtures';

/** An order line of `product` as ordered (not yet prepared). */
export function makeOrderItem(product: Product, quantity: number, overrides: Partial<OrderItem> = {}): OrderItem {
  const grossTotalCents = overrides.grossTotalCents ?? Math.round(product.priceCents * quantity);
  return {
    orderItemId: product.productId * 10,
    product,
    quantity,
    weight: null,
    grossTotalCents,
    grossTotal: grossTotalCents / 100,
    cartItemInfo: { accept_alternatives: 'true', notes: '', customWeight: '' },
    params: {},
    delivered: null,
    ...overrides,
  };
}

/** An order placed on delivery, status 3 (ordered), as order/view answers it. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const orderItems = overrides.orderItems ?? [];
  const subTotalCents = orderItems.reduce((sum, item) => sum + item.grossTotalCents, 0);
  const deliveryFeeCents = overrides.deliveryFeeCents ?? 390;
  const grossTotalCents = subTotalCents + deliveryFeeCents;
  return {
    orderId: 55,
    orderStatusId: 3,
    orderStatusDescr: 'Ordinato',
    isEditable: true,
    isCancellable: true,
    paymentTypeId: 2,
    paymentTypeDescr: 'Pagamento alla consegna',
    deliveryServiceId: 2,
    shippingAddress: shippingAddressOf(makeAddress()),
    timeslot: { date: '2026-11-23', beginTime: '09:00', endTime: '11:00', name: '09:00 - 11:00' },
    storeId: 1,
    warehouseId: 1,
    totalItems: orderItems.length,
    subTotalCents,
    packageTotalCents: 0,
    deliveryFeeCents,
    giftTotalCents: 0,
    grossTotalCents,
    grossTotal: grossTotalCents / 100,
    orderedTotalCents: grossTotalCents,
    preauthorisedCents: null,
    finalTotalCents: null,
    totalIsEstimate: false,
    orderInfos: { order_comment: '', need_invoice: 'false' },
    replacesOrderId: null,
    replacedByOrderId: null,
    agentName: null,
    createdAt: '2026-11-21T09:30:00.000Z',
    orderItems,
    orderPackages: [],
    orderAdjustments: [],
    transactions: [],
    ...overrides,
  };
}
