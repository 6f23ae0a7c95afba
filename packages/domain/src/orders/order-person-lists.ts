import { type OrderListFilter, orderListFilter } from './order-list-filter';

/** The query of order/list-for-all-user-shipping-addresses and order/list-for-all-person-orders. */
export type OrderAllListQuery = {
  show_pending?: boolean;
  show_replaced?: boolean;
  order_id_filter?: number;
  order_from_date_filter?: string;
  order_to_date_filter?: string;
  suborder_id_filter?: number;
  suborder_warehouseid_filter?: number;
  suborder_delivery_from_date_filter?: string;
  suborder_delivery_to_date_filter?: string;
  shipping_address_id_filter?: number;
};

/** The filters those lists apply on top of order/list's (order day, pending, replaced). */
export type OrderAllListFilter = OrderListFilter & {
  /** Only this order (null: any). */
  orderId: number | null;
  /** True when order_id_filter and suborder_id_filter name different orders: nothing can match. */
  contradictory: boolean;
  warehouseId: number | null;
  /** Bounds on the day of delivery or pickup (the slot's date), included. */
  deliveryFromDate: string | null;
  deliveryToDate: string | null;
  shippingAddressId: number | null;
};

/**
 * The filter of the "all orders" lists. Decisions, since the specification only names the parameters:
 * - a person is the user here (one account per person), so list-for-all-person-orders lists the
 *   shopper's orders, and list-for-all-user-shipping-addresses the same orders seen per shipping address;
 * - an order is never split: its one "suborder" is the order itself, so suborder_id_filter is another
 *   name for the order id, suborder_warehouseid_filter its warehouse, the suborder delivery dates its
 *   slot's date, and fetch_only_suborders_matching_filter changes nothing.
 */
export function orderAllListFilter(query: OrderAllListQuery): OrderAllListFilter {
  const ids = [query.order_id_filter, query.suborder_id_filter].filter((id): id is number => id !== undefined);
  return {
    ...orderListFilter({
      from_date: query.order_from_date_filter,
      to_date: query.order_to_date_filter,
      show_pending: query.show_pending,
      show_replaced: query.show_replaced,
    }),
    orderId: ids[0] ?? null,
    contradictory: ids.length === 2 && ids[0] !== ids[1],
    warehouseId: query.suborder_warehouseid_filter ?? null,
    deliveryFromDate: query.suborder_delivery_from_date_filter ?? null,
    deliveryToDate: query.suborder_delivery_to_date_filter ?? null,
    shippingAddressId: query.shipping_address_id_filter ?? null,
  };
}
