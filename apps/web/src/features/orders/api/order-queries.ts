import { ORDER_PAGE_SIZE, type Order, type OrderSummary, type Page } from '@spesa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';

/** The filters of My orders: the order day (YYYY-MM-DD) and the gross total in euro, bounds included. */
export type OrderListFilters = { fromDate?: string; toDate?: string; fromTotal?: number; toTotal?: number };

/** The orders belong to the account: logging in or out drops them with the rest. */
export const orderQueryKeys = {
  all: [...accountQueryKeys.scope, 'orders'] as const,
  list: (page: number, filters: OrderListFilters) => [...accountQueryKeys.scope, 'orders', 'list', page, filters] as const,
  one: (orderId: number) => [...accountQueryKeys.scope, 'orders', 'one', orderId] as const,
};

export type OrderListPage = { orders: OrderSummary[]; page: Page };

/**
 * GET order/list: the shopper's orders, newest first, 12 a page (second file, section 9). With
 * show_replaced: an order replaced by an edit stays in the list, saying which order took its place.
 */
export function getOrdersQueryOptions(page: number, filters: OrderListFilters) {
  return queryOptions({
    queryKey: orderQueryKeys.list(page, filters),
    queryFn: ({ signal }) =>
      apiGet<OrderListPage>(
        '/ebsn/api/order/list',
        {
          page,
          page_size: ORDER_PAGE_SIZE,
          show_replaced: true,
          from_date: filters.fromDate,
          to_date: filters.toDate,
          from_gross_total: filters.fromTotal,
          to_gross_total: filters.toTotal,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(page: number, filters: OrderListFilters) {
  return useQuery(getOrdersQueryOptions(page, filters));
}

/**
 * GET order/view: one order with its lines, bags, gift certificates and transactions. An order an
 * edit replaced is asked for too (show_replaced): its e-mail still links it, and it reads cancelled.
 */
export function getOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderQueryKeys.one(orderId),
    queryFn: ({ signal }) => apiGet<Order>('/ebsn/api/order/view', { order_id: orderId, show_replaced: true }, signal),
  });
}

export function useOrder(orderId: number) {
  return useQuery(getOrderQueryOptions(orderId));
}
