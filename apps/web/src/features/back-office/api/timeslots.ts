import type { AdminTimeslot } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/client';
import { type BackOfficePlace, backOfficeQueryKeys, placeQuery } from './back-office-keys';

/** GET admin/timeslots: a place's slots of one day, with their capacity, bookings and orders. */
export function getTimeslotsQueryOptions(date: string, place: BackOfficePlace) {
  return queryOptions({
    queryKey: backOfficeQueryKeys.timeslots(date, place),
    queryFn: ({ signal }) =>
      apiGet<{ timeslots: AdminTimeslot[] }>('/ebsn/api/admin/timeslots', { date, ...placeQuery(place) }, signal),
    enabled: place !== null,
  });
}

export function useTimeslots(date: string, place: BackOfficePlace) {
  return useQuery(getTimeslotsQueryOptions(date, place));
}

/** POST admin/timeslot/capacity: a slot's new capacity (the server refuses one below its bookings, 409). */
export function useUpdateCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ timeslotId, capacity }: { timeslotId: number; capacity: number }) =>
      apiPost<{ timeslot: AdminTimeslot }>('/ebsn/api/admin/timeslot/capacity', { timeslot_id: timeslotId, capacity }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeQueryKeys.timeslotsAll }),
  });
}
