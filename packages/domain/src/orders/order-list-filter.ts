import { type Cents, eurosToCents } from '../money/money';

/** The order list's filters as the API sends them: dates YYYY-MM-DD (order day, Italian time), totals in euro. */
export type OrderListQuery = {
  from_date?: string;
  to_date?: string;
  from_gross_total?: number;
  to_gross_total?: number;
  show_pending?: boolean;
  show_replaced?: boolean;
};

/** The filters the order list applies: bounds included, totals in cents. */
export type OrderListFilter = {
  fromDate: string | null;
  toDate: string | null;
  fromTotalCents: Cents | null;
  toTotalCents: Cents | null;
  showPending: boolean;
  showReplaced: boolean;
};

/**
 * The list filter of a query: missing bounds are open; orders waiting for payment are shown unless
 * show_pending is false (a suspended order must stay reachable to be paid); orders replaced by an
 * edit are hidden unless show_replaced.
 */
export function orderListFilter(query: OrderListQuery): OrderListFilter {
  return {
    fromDate: query.from_date ?? null,
    toDate: query.to_date ?? null,
    fromTotalCents: query.from_gross_total === undefined ? null : eurosToCents(query.from_gross_total),
    toTotalCents: query.to_gross_total === undefined ? null : eurosToCents(query.to_gross_total),
    showPending: query.show_pending ?? true,
    showReplaced: query.show_replaced ?? false,
  };
}
