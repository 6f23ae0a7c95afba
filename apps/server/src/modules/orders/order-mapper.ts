import {
  appliedPromotionAsBought,
  centsToEuros,
  isEstimatedTotal,
  isOrderEditable,
  type Order,
  type OrderItem,
  type OrderSummary,
  orderCancelRefusal,
  orderStatusTable,
  type Product,
  paymentTypeTable,
  scaledToNumber,
  sumCents,
  timeslotName,
  transactionStatusTable,
} from '@spesa/domain';
import { addressLineOf } from '../addresses/address-mapper';
import type { OrderLineRow, OrderRow, TransactionRow } from './order.repository';

const thousandthsToNumber = (value: number | null) => (value === null ? null : scaledToNumber(value, 3));

/** An order as the list shows it; `replacedByOrderId` is the order an edit of it placed (shown with show_replaced). */
export function toOrderSummary(order: OrderRow, totalItems: number, replacedByOrderId: number | null = null): OrderSummary {
  const facts = { orderStatusId: order.orderStatusId, paymentTypeId: order.paymentTypeId };
  const address = order.shippingAddress;
  const grossTotalCents = order.finalTotalCents ?? order.totalCents;
  return {
    orderId: order.orderId,
    orderStatusId: order.orderStatusId,
    orderStatusDescr: orderStatusTable.labelOf(order.orderStatusId) ?? '',
    isEditable: isOrderEditable(facts),
    isCancellable: orderCancelRefusal(facts) === null,
    paymentTypeId: order.paymentTypeId,
    paymentTypeDescr: paymentTypeTable.labelOf(order.paymentTypeId) ?? '',
    deliveryServiceId: order.deliveryServiceId,
    shippingAddress: addressLineOf(address),
    timeslot: {
      date: order.slotDate,
      beginTime: order.beginTime,
      endTime: order.endTime,
      name: timeslotName(order.beginTime, order.endTime),
    },
    storeId: order.storeId,
    warehouseId: order.warehouseId,
    totalItems,
    subTotalCents: order.subTotalCents,
    packageTotalCents: order.packageTotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    giftTotalCents: order.giftTotalCents,
    grossTotalCents,
    grossTotal: centsToEuros(grossTotalCents),
    orderedTotalCents: order.totalCents,
    preauthorisedCents: order.preauthorisedCents,
    finalTotalCents: order.finalTotalCents,
    totalIsEstimate: isEstimatedTotal(order),
    orderInfos: { order_comment: order.cartInfos.order_comment ?? '', need_invoice: order.cartInfos.need_invoice ?? 'false' },
    replacesOrderId: order.replacesOrderId,
    replacedByOrderId,
    agentName: order.agentName,
    createdAt: order.createdAt.toISOString(),
  };
}

function toOrderItem(line: OrderLineRow): OrderItem {
  const prepared =
    line.deliveredGrossTotalCents !== null || line.realWeightThousandths !== null || line.deliveredProduct !== null;
  return {
    orderItemId: line.orderLineId,
    product: line.product as Product,
    quantity: scaledToNumber(line.quantityThousandths, 3),
    weight: thousandthsToNumber(line.weightThousandths),
    grossTotalCents: line.grossTotalCents,
    grossTotal: centsToEuros(line.grossTotalCents),
    promotion: line.promotion ? appliedPromotionAsBought(line.promotion) : null,
    cartItemInfo: {
      accept_alternatives: line.acceptAlternatives ? 'true' : 'false',
      notes: line.notes,
      customWeight: line.customWeightThousandths === null ? '' : scaledToNumber(line.customWeightThousandths, 3).toFixed(3),
    },
    params: line.params,
    delivered: prepared
      ? {
          product: (line.deliveredProduct as Product | null) ?? null,
          quantity: thousandthsToNumber(line.deliveredQuantityThousandths),
          weight: thousandthsToNumber(line.realWeightThousandths),
          grossTotalCents: line.deliveredGrossTotalCents,
        }
      : null,
  };
}

/** The whole order: summary, lines as ordered (and delivered), bags, gift certificates, transactions. */
export function toOrder(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  transactions: readonly TransactionRow[],
  replacedByOrderId: number | null = null,
): Order {
  const { adjustments } = order;
  return {
    ...toOrderSummary(order, lines.length, replacedByOrderId),
    orderItems: lines.map(toOrderItem),
    promotionDiscountCents: sumCents(lines.map((line) => line.promotion?.discountCents ?? 0)),
    orderPackages:
      adjustments.bags > 0
        ? [{ quantity: adjustments.bags, totalPriceCents: order.packageTotalCents, descr: adjustments.bagDescr }]
        : [],
    orderAdjustments: adjustments.giftCertificates.map((gift) => ({
      giftCertificateId: gift.giftCertificateId,
      description: gift.description,
      amountCents: gift.amountCents,
    })),
    transactions: transactions.map((row) => ({
      transactionId: row.transactionId,
      transactionStatusId: row.transactionStatusId,
      transactionStatusDescr: transactionStatusTable.labelOf(row.transactionStatusId) ?? '',
      transactionPaymentTypeId: row.transactionPaymentTypeId,
      amountCents: row.amountCents,
      amount: centsToEuros(row.amountCents),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
