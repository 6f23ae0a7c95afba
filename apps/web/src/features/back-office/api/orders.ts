import { ADMIN_ORDER_PAGE_SIZE, type AdminOrder, type AdminOrderList } from '@spesa/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/client';
import { type BackOfficeOrderFilters, backOfficeQueryKeys, placeQuery } from './back-office-keys';

/** GET admin/orders: the orders of a day (by slot day), place, slot and statuses, with the count of each status. */
export function getAdminOrdersQueryOptions(filters: BackOfficeOrderFilters) {
  return queryOptions({
    queryKey: backOfficeQueryKeys.orders(filters),
    queryFn: ({ signal }) =>
      apiGet<AdminOrderList>(
        '/ebsn/api/admin/orders',
        {
          date: filters.date,
          ...placeQuery(filters.place),
          timeslot_id: filters.timeslotId,
          status: filters.statusIds.length ? filters.statusIds.join(',') : undefined,
          page: filters.page,
          page_size: ADMIN_ORDER_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filters: BackOfficeOrderFilters) {
  return useQuery(getAdminOrdersQueryOptions(filters));
}

/** GET admin/order/view: one order with its customer, the statuses it may go to and its history. */
export function getAdminOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: backOfficeQueryKeys.order(orderId),
    queryFn: ({ signal }) => apiGet<{ order: AdminOrder }>('/ebsn/api/admin/order/view', { order_id: orderId }, signal),
    select: (data) => data.order,
  });
}

export function useAdminOrder(orderId: number) {
  return useQuery(getAdminOrderQueryOptions(orderId));
}

/** What staff do to an order; each call answers the whole order again. */
export type OrderAction =
  | { kind: 'status'; statusId: number }
  | { kind: 'weigh'; orderLineId: number; weight: number }
  | { kind: 'substitute'; orderLineId: number; productId: number; quantity: number }
  | { kind: 'reset'; orderLineId: number };

function callOf(orderId: number, action: OrderAction): [string, Record<string, number>] {
  switch (action.kind) {
    case 'status':
      return ['status', { order_id: orderId, status_id: action.statusId }];
    case 'weigh':
      return ['line/weigh', { order_id: orderId, order_line_id: action.orderLineId, weight: action.weight }];
    case 'substitute':
      return [
        'line/substitute',
        { order_id: orderId, order_line_id: action.orderLineId, product_id: action.productId, quantity: action.quantity },
      ];
    case 'reset':
      return ['line/reset', { order_id: orderId, order_line_id: action.orderLineId }];
  }
}

/**
 * POST admin/order/status, line/weigh, line/substitute, line/reset: the answer replaces the cached
 * order; the board's lists and slots are read again (a status or an amount changed, a cancel frees a place).
 */
export function useOrderAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => {
      const [call, body] = callOf(orderId, action);
      return apiPost<{ order: AdminOrder }>(`/ebsn/api/admin/order/${call}`, body);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(backOfficeQueryKeys.order(orderId), data);
      void queryClient.invalidateQueries({ queryKey: backOfficeQueryKeys.ordersAll });
      void queryClient.invalidateQueries({ queryKey: backOfficeQueryKeys.timeslotsAll });
    },
  });
}
