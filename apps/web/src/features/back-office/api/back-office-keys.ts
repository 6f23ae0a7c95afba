import { accountQueryKeys } from '../../../lib/api/account-queries';

/** Where the orders are prepared: a store or a warehouse (null: every place). */
export type BackOfficePlace = { kind: 'store' | 'warehouse'; id: number } | null;

/** The place as the admin calls ask for it. */
export function placeQuery(place: BackOfficePlace): { store_id?: number; warehouse_id?: number } {
  if (!place) return {};
  return place.kind === 'store' ? { store_id: place.id } : { warehouse_id: place.id };
}

/** What the board filters on: the slot day (YYYY-MM-DD), the place, one slot, some statuses, the page. */
export type BackOfficeOrderFilters = {
  date: string;
  place: BackOfficePlace;
  timeslotId: number | null;
  statusIds: number[];
  page: number;
};

/** The back office's data belongs to the staff account: logging out drops it with the rest. */
export const backOfficeQueryKeys = {
  all: [...accountQueryKeys.scope, 'back-office'] as const,
  places: [...accountQueryKeys.scope, 'back-office', 'places'] as const,
  timeslotsAll: [...accountQueryKeys.scope, 'back-office', 'timeslots'] as const,
  timeslots: (date: string, place: BackOfficePlace) =>
    [...accountQueryKeys.scope, 'back-office', 'timeslots', date, place] as const,
  ordersAll: [...accountQueryKeys.scope, 'back-office', 'orders'] as const,
  orders: (filters: BackOfficeOrderFilters) => [...accountQueryKeys.scope, 'back-office', 'orders', filters] as const,
  order: (orderId: number) => [...accountQueryKeys.scope, 'back-office', 'order', orderId] as const,
  giftCertificates: [...accountQueryKeys.scope, 'back-office', 'gift-certificates'] as const,
  pickingList: (timeslotId: number) => [...accountQueryKeys.scope, 'back-office', 'picking-list', timeslotId] as const,
};
