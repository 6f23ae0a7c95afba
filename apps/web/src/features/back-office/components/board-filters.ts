import { addDaysIso, shopDateIso } from '@spesa/domain';
import { useSearchParams } from 'react-router';
import type { BackOfficeOrderFilters, BackOfficePlace } from '../api/back-office-keys';

/*
 * The board's filters live in the address (?date=2026-11-21&place=store-1&slot=12&status=4,5&page=2),
 * so a reload, the back button or a link to a colleague keep them. Missing: today, every place,
 * every slot, every status, page 1.
 */

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function parsePlace(value: string | null): BackOfficePlace {
  const match = /^(store|warehouse)-(\d+)$/.exec(value ?? '');
  return match ? { kind: match[1] as 'store' | 'warehouse', id: Number(match[2]) } : null;
}

/** A place as the address and the place picker write it: 'store-1', 'warehouse-89', '' for every place. */
export function placeValue(place: BackOfficePlace): string {
  return place ? `${place.kind}-${place.id}` : '';
}

/** The filters written in the address. */
export function filtersOf(params: URLSearchParams, today = shopDateIso()): BackOfficeOrderFilters {
  const date = params.get('date') ?? '';
  const slot = Number(params.get('slot'));
  const page = Number(params.get('page'));
  return {
    date: isoDate.test(date) ? date : today,
    place: parsePlace(params.get('place')),
    timeslotId: Number.isInteger(slot) && slot > 0 ? slot : null,
    statusIds: (params.get('status') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function paramsOf(filters: BackOfficeOrderFilters): URLSearchParams {
  const params = new URLSearchParams({ date: filters.date });
  if (filters.place) params.set('place', placeValue(filters.place));
  if (filters.timeslotId) params.set('slot', String(filters.timeslotId));
  if (filters.statusIds.length) params.set('status', filters.statusIds.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The board's filters and their changes. A change of day or place forgets the slot (it belonged to
 * the other day or place); every change but the page's goes back to page 1.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const change = (next: Partial<BackOfficeOrderFilters>) => {
    const movedAway = (next.date !== undefined && next.date !== filters.date) || next.place !== undefined;
    setParams(
      paramsOf({
        ...filters,
        ...(movedAway ? { timeslotId: null } : {}),
        ...next,
        page: next.page ?? 1,
      }),
    );
  };
  return {
    filters,
    change,
    setDay: (date: string) => change({ date }),
    shiftDay: (days: number) => change({ date: addDaysIso(filters.date, days) }),
    setPlace: (value: string) => change({ place: parsePlace(value) }),
  };
}
